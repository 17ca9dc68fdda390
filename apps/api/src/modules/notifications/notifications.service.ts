import {
  hasPermission,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  NOTIFICATION_TEXT,
  type NotificationChannel,
  type NotificationDto,
  type NotificationKind,
  type NotificationListDto,
  type NotificationListQuery,
  type NotificationPreferencesDto,
  type Permission,
  type UpdateNotificationPreferencesRequest,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Notification } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../lib/errors.ts';
import type { MailMessage } from '../mail/index.ts';
import { stillSignedInAmong } from '../sessions/index.ts';
import { staffToNotify } from '../users/index.ts';
import {
  countUnread,
  digestChoices,
  insertNotifications,
  listNotificationRows,
  markRead,
  type NewNotificationRow,
  preferenceRows,
  recipientContacts,
  recipientsWithUnread,
  saveDigestChoice,
  savePreferences,
} from './notifications.repo.ts';
import { recipientsForVendor } from './recipients.ts';

/** Who a notice is for: a vendor's people, named accounts, or the staff holding a permission. */
export type NoticeRecipients = { vendorId: string } | { userIds: readonly string[] } | { permission: Permission };

export interface NoticeInput {
  kind: NotificationKind;
  to: NoticeRecipients;
  title: string;
  body?: string;
  /** The app's path of the thing the notice is about. */
  link: string;
  /** Left out of the recipients: the person whose action it is. */
  except?: string;
  /**
   * The mail this event sent before notices existed, sent instead of the plain notice mail to each
   * recipient whose preference takes email (and not the daily digest).
   */
  email?: (recipient: { email: string; firstName: string }) => MailMessage;
  /**
   * A queue's "work waiting": a person who still has one of this kind and link unread, written in
   * the last COALESCE_HOURS, gets no second one, in the app or by mail, however many join the queue.
   */
  coalesce?: boolean;
}

/** How long an unread coalesced notice stands for its queue before a fresh one may remind. */
export const COALESCE_HOURS = 24;

/** The accounts that got an in-app notice, for the live publication after the transaction commits. */
export interface NoticeDelivery {
  userIds: string[];
}

type NoticeDeps = Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>;

async function resolveRecipients(db: Db, input: NoticeInput): Promise<string[]> {
  const { to } = input;
  let ids: readonly string[];
  if ('vendorId' in to) ids = await recipientsForVendor(db, to.vendorId, input.kind);
  else if ('userIds' in to) ids = to.userIds;
  else {
    const { permission } = to;
    ids = (await staffToNotify(db)).filter((staff) => hasPermission(staff, permission)).map((staff) => staff.id);
  }
  return [...new Set(ids)].filter((id) => id !== input.except);
}

function effectiveChannel(kind: NotificationKind, chosen: NotificationChannel | undefined): NotificationChannel {
  return NOTIFICATION_KIND_INFO[kind].locked ? 'both' : (chosen ?? 'both');
}

/**
 * Writes a notice for each recipient by their preference, in `tx` (the transaction of the change
 * it tells of, so both commit or neither): an in-app row, an email now (through the outbox), or a
 * row kept for their daily digest. Publish the answered delivery with `publishNotices` once `tx`
 * has committed.
 */
export async function notifyIn(deps: Pick<AppDeps, 'mail'>, tx: Db, input: NoticeInput): Promise<NoticeDelivery> {
  let recipientIds = await resolveRecipients(tx, input);
  if (input.coalesce) {
    const waiting = await recipientsWithUnread(tx, recipientIds, input, COALESCE_HOURS);
    recipientIds = recipientIds.filter((id) => !waiting.has(id));
  }
  if (recipientIds.length === 0) return { userIds: [] };
  // One after another: a transaction's connection answers one query at a time, and pg 9 refuses a
  // query sent before the last is answered.
  const contacts = await recipientContacts(tx, recipientIds);
  const preferences = await preferenceRows(tx, recipientIds);
  const digesters = await digestChoices(tx, recipientIds);
  const chosen = new Map(
    preferences.filter((row) => row.kind === input.kind).map((row) => [row.userId, row.channel] as const),
  );
  const rows: NewNotificationRow[] = [];
  const body = input.body ?? '';
  for (const contact of contacts) {
    const channel = effectiveChannel(input.kind, chosen.get(contact.id));
    if (channel === 'none') continue;
    const inApp = channel === 'in_app' || channel === 'both';
    const wantsEmail = channel === 'email' || channel === 'both';
    const digest = wantsEmail && digesters.has(contact.id) && !NOTIFICATION_KIND_INFO[input.kind].locked;
    // A coalesced notice mailed at once keeps a row out of the app: what the next one asks of.
    if (inApp || digest || input.coalesce) {
      rows.push({
        recipientId: contact.id,
        kind: input.kind,
        title: input.title,
        body,
        link: input.link,
        inApp,
        digestPending: digest,
      });
    }
    if (wantsEmail && !digest) {
      await deps.mail.enqueue(
        tx,
        input.email?.(contact) ?? {
          to: contact.email,
          template: 'notification',
          data: { firstName: contact.firstName, title: input.title, body, path: input.link },
        },
      );
    }
  }
  await insertNotifications(tx, rows);
  return { userIds: rows.filter((row) => row.inApp).map((row) => row.recipientId) };
}

/**
 * Tells every instance's open streams of the deliveries. Call it after the transaction that wrote
 * them commits; a failure is logged, never the caller's: the notices are in the database and the
 * next list read shows them.
 */
export async function publishNotices(deps: Pick<AppDeps, 'notices' | 'log'>, ...deliveries: NoticeDelivery[]) {
  const userIds = deliveries.flatMap((delivery) => delivery.userIds);
  if (userIds.length === 0) return;
  try {
    await deps.notices.publish(userIds);
  } catch (error) {
    deps.log.warn({ err: error }, 'notifications: live publication failed');
  }
}

/** A notice outside any other write: written in its own transaction and published at once. */
export async function notify(deps: NoticeDeps, input: NoticeInput): Promise<void> {
  const delivery = await deps.db.transaction((tx) => notifyIn(deps, tx, input));
  await publishNotices(deps, delivery);
}

/**
 * Of these accounts, those whose preference for `kind` takes email: for a mail that stays its own
 * module's (the staff digest of the work queue) but follows the person's choice.
 */
export async function takingEmail(db: Db, userIds: readonly string[], kind: NotificationKind): Promise<Set<string>> {
  const chosen = new Map(
    (await preferenceRows(db, [...userIds])).filter((row) => row.kind === kind).map((row) => [row.userId, row.channel]),
  );
  return new Set(
    userIds.filter((id) => {
      const channel = effectiveChannel(kind, chosen.get(id));
      return channel === 'email' || channel === 'both';
    }),
  );
}

export function toNotificationDto(row: Notification): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

function encodeCursor(position: string, id: string): string {
  return Buffer.from(JSON.stringify([position, id])).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof at === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(at) &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    ) {
      return { at, id };
    }
  } catch {}
  throw badRequest('This list position is no longer valid. Please go back to the first page.', 'cursor');
}

/** `GET /api/notifications`: newest first, a page at a time by cursor, with the unread count. */
export async function listNotifications(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  query: { limit: number; cursor?: string; unreadOnly: boolean } & Omit<NotificationListQuery, 'limit' | 'unreadOnly'>,
): Promise<NotificationListDto> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const [rows, unread] = await Promise.all([
    listNotificationRows(deps.db, userId, { limit: query.limit + 1, after, unreadOnly: query.unreadOnly }),
    countUnread(deps.db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotificationDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.position, last.id) : null,
    unread,
  };
}

/** What a stream sends: the unread count and the newest notices after the ones it already sent. */
export async function noticesSince(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  since: { at: string; id: string } | undefined,
): Promise<{ unread: number; items: NotificationDto[]; newest: { at: string; id: string } | undefined }> {
  const [rows, unread] = await Promise.all([
    since ? newerRows(deps.db, userId, since) : Promise.resolve([]),
    countUnread(deps.db, userId),
  ]);
  const newestRow = since ? rows[0] : (await listNotificationRows(deps.db, userId, { limit: 1, unreadOnly: false }))[0];
  return {
    unread,
    items: rows.map(toNotificationDto),
    newest: newestRow ? { at: newestRow.position, id: newestRow.id } : since,
  };
}

/** What one look for a person's open streams finds. */
export interface StreamLook {
  /** The sessions asked about that still stand; the streams of the others close. */
  signedIn: Set<string>;
  unread: number;
  items: NotificationDto[];
  newest: { at: string; id: string } | undefined;
}

/**
 * One look serves all of a person's open streams, however many: which of their sessions still
 * stand (a sign-out or deactivation elsewhere is announced like a notice), then `noticesSince`.
 */
export async function lookForStreams(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  sessionIds: readonly string[],
  since: { at: string; id: string } | undefined,
): Promise<StreamLook> {
  const signedIn = await stillSignedInAmong(deps, userId, sessionIds);
  if (signedIn.size === 0) return { signedIn, unread: 0, items: [], newest: since };
  return { signedIn, ...(await noticesSince(deps, userId, since)) };
}

const STREAM_BATCH = 20;

function newerRows(db: Db, userId: string, since: { at: string; id: string }) {
  return listNotificationRows(db, userId, { limit: STREAM_BATCH, newerThan: since, unreadOnly: false });
}

/** `PUT /api/notifications/read`: the caller's named notices (another's change nothing), or all. */
export async function markNotificationsRead(
  deps: Pick<AppDeps, 'db' | 'clock' | 'notices' | 'log'>,
  userId: string,
  body: { ids?: string[]; all?: true },
): Promise<{ unread: number }> {
  await markRead(deps.db, userId, body.all ? 'all' : (body.ids ?? []), deps.clock.now());
  // The person's other tabs and devices update their bell too.
  await publishNotices(deps, { userIds: [userId] });
  return { unread: await countUnread(deps.db, userId) };
}

/** The kinds a person can receive: vendors' kinds for a vendor, staff kinds for staff. */
function kindsFor(isStaff: boolean): NotificationKind[] {
  return NOTIFICATION_KINDS.filter((kind) => {
    const { audience } = NOTIFICATION_KIND_INFO[kind];
    return audience === 'any' || audience === (isStaff ? 'staff' : 'vendor');
  });
}

export async function getNotificationPreferences(
  deps: Pick<AppDeps, 'db'>,
  user: { id: string; isStaff: boolean },
): Promise<NotificationPreferencesDto> {
  const [rows, digesters] = await Promise.all([preferenceRows(deps.db, [user.id]), digestChoices(deps.db, [user.id])]);
  const chosen = new Map(rows.map((row) => [row.kind, row.channel] as const));
  return {
    kinds: kindsFor(user.isStaff).map((kind) => ({
      kind,
      channel: effectiveChannel(kind, chosen.get(kind)),
      locked: NOTIFICATION_KIND_INFO[kind].locked,
    })),
    dailyDigest: digesters.has(user.id),
  };
}

/** `PUT /api/notification-preferences`: a locked kind cannot be changed (400, nothing saved). */
export async function updateNotificationPreferences(
  deps: Pick<AppDeps, 'db'>,
  user: { id: string; isStaff: boolean },
  body: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferencesDto> {
  const kinds = body.kinds ?? [];
  for (const entry of kinds) {
    const info = NOTIFICATION_KIND_INFO[entry.kind];
    if (info.locked && entry.channel !== 'both') throw badRequest(NOTIFICATION_TEXT.lockedKind(info.label), 'kinds');
  }
  await deps.db.transaction(async (tx) => {
    await savePreferences(
      tx,
      user.id,
      kinds.filter((entry) => !NOTIFICATION_KIND_INFO[entry.kind].locked),
    );
    if (body.dailyDigest !== undefined) await saveDigestChoice(tx, user.id, body.dailyDigest);
  });
  return getNotificationPreferences(deps, user);
}
