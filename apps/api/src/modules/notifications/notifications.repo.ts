import type { NotificationChannel, NotificationKind } from '@soko/shared';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Notification,
  notificationDigestChoices,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.ts';

export type NewNotificationRow = typeof notifications.$inferInsert;

export function insertNotifications(db: Db, rows: NewNotificationRow[]): Promise<Notification[]> {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(notifications).values(rows).returning();
}

/** A list row with its position as PostgreSQL writes it (microseconds kept, unlike a JS Date). */
export type NotificationListRow = Notification & { position: string };

/** A person's in-app notices, newest first, after the cursor's position: the list index in order. */
export function listNotificationRows(
  db: Db,
  recipientId: string,
  options: {
    limit: number;
    /** The next page: notices older than this position. */
    after?: { at: string; id: string };
    /** What a stream has not sent yet: notices newer than this position. */
    newerThan?: { at: string; id: string };
    unreadOnly: boolean;
  },
): Promise<NotificationListRow[]> {
  const conditions = [eq(notifications.recipientId, recipientId), eq(notifications.inApp, true)];
  if (options.after) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  if (options.newerThan) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) > (${options.newerThan.at}::timestamptz, ${options.newerThan.id}::uuid)`,
    );
  }
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  return db
    .select({
      id: notifications.id,
      recipientId: notifications.recipientId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      inApp: notifications.inApp,
      digestPending: notifications.digestPending,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      position: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
}

export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt), eq(notifications.inApp, true)),
    );
  return Number(row?.n ?? 0);
}

/** Marks read the named notices of the person (another's ids change nothing), or all of theirs. */
export async function markRead(db: Db, recipientId: string, ids: string[] | 'all', at: Date): Promise<void> {
  const conditions = [
    eq(notifications.recipientId, recipientId),
    isNull(notifications.readAt),
    eq(notifications.inApp, true),
  ];
  if (ids !== 'all') conditions.push(inArray(notifications.id, ids));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions));
}

export function preferenceRows(
  db: Db,
  userIds: string[],
): Promise<{ userId: string; kind: NotificationKind; channel: NotificationChannel }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
}

export async function savePreferences(
  db: Db,
  userId: string,
  kinds: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(kinds.map((entry) => ({ userId, ...entry })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { channel: sql`excluded.channel` },
    });
}

export async function digestChoices(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationDigestChoices.userId })
    .from(notificationDigestChoices)
    .where(and(inArray(notificationDigestChoices.userId, userIds), eq(notificationDigestChoices.dailyDigest, true)));
  return new Set(rows.map((row) => row.userId));
}

export async function saveDigestChoice(db: Db, userId: string, dailyDigest: boolean): Promise<void> {
  await db
    .insert(notificationDigestChoices)
    .values({ userId, dailyDigest })
    .onConflictDoUpdate({ target: notificationDigestChoices.userId, set: { dailyDigest } });
}

/**
 * The recipients' addresses and names, read in one query (users is the users module's table, read
 * here as a join would: one query for every recipient of a notice). Closed and deactivated accounts
 * are left out.
 */
export function recipientContacts(
  db: Db,
  userIds: string[],
): Promise<{ id: string; email: string; firstName: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.active, true), isNull(users.closedAt)))
    .orderBy(asc(users.id));
}

/** Takes the notices waiting for digests (locked, skipped by another instance doing the same). */
export async function claimDigestRows(db: Db, limit: number): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.digestPending, true))
    .orderBy(asc(notifications.recipientId), asc(notifications.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length > 0) {
    await db
      .update(notifications)
      .set({ digestPending: false })
      .where(
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      );
  }
  return rows;
}

/** Of these people, those with an unread notice of this kind and link written in the last `hours`. */
export async function recipientsWithUnread(
  db: Db,
  recipientIds: string[],
  notice: { kind: NotificationKind; link: string },
  hours: number,
): Promise<Set<string>> {
  if (recipientIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ recipientId: notifications.recipientId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.recipientId, recipientIds),
        eq(notifications.kind, notice.kind),
        eq(notifications.link, notice.link),
        isNull(notifications.readAt),
        gt(notifications.createdAt, sql`now() - make_interval(hours => ${hours})`),
      ),
    );
  return new Set(rows.map((row) => row.recipientId));
}

/**
 * Deletes up to `limit` notices past retention: read before `readBefore`, kept out of the app (a
 * digest already sent, a mailed notice's marker) since before `readBefore`, or unread since before
 * `unreadBefore`. Answers how many went.
 */
export async function deleteNotificationsBefore(
  db: Db,
  cutoffs: { readBefore: Date; unreadBefore: Date },
  limit: number,
): Promise<number> {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        lt(notifications.createdAt, cutoffs.readBefore),
        or(
          lt(notifications.readAt, cutoffs.readBefore),
          and(eq(notifications.inApp, false), eq(notifications.digestPending, false)),
          lt(notifications.createdAt, cutoffs.unreadBefore),
        ),
      ),
    )
    .limit(limit);
  const deleted = await db
    .delete(notifications)
    .where(inArray(notifications.id, due))
    .returning({ id: notifications.id });
  return deleted.length;
}
