import {
  hasPermission,
  isStaffRole,
  MESSAGE_RECIPIENTS_MAX,
  MESSAGE_TEXT,
  type MessageAttachmentDto,
  type MessageBox,
  type MessageBoxPage,
  type MessageChange,
  type MessageDto,
  type MessageOverview,
  type MessageParty,
  type MessageSummary,
  messagePartyName,
  type Paginated,
} from '@soko/shared';
import type { MessageAttachment, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertPageDepth, pagePosition } from '../../lib/pagination.ts';
import { storedFileMissing } from '../../lib/storage.ts';
import type { CheckedFile } from '../../lib/uploads.ts';
import { notifyIn, publishNotices } from '../notifications/index.ts';
import { findUserById, pendingActionOf } from '../users/index.ts';
import {
  type BoxRows,
  listBox,
  listOverview,
  MESSAGE_KEYSET,
  MESSAGE_SORT,
  selectUnreadCount,
} from './messages.boxes.repo.ts';
import type { MessageUpload } from './messages.form.ts';
import {
  countVisible,
  findVisibleAttachment,
  findVisibleMessage,
  insertAttachments,
  insertMessage,
  listAttachments,
  listConversation,
  type MessageRow,
  type MessageSummaryRow,
  markAllRead,
  markRead,
  type PartyRow,
  purgeMessages,
  restoreMessages,
  searchRecipients,
  trashMessages,
} from './messages.repo.ts';

/** Attachments are private: served only through the download call, to the two parties. */
export const ATTACHMENT_AREA = 'private/messages';

const messageNotFound = () => notFound('Message');

function toParty(party: PartyRow): MessageParty {
  return {
    _id: party.id,
    firstName: party.firstName,
    lastName: party.lastName,
    displayName: party.displayName,
    role: party.role,
  };
}

function toSummary(row: MessageSummaryRow, viewerId: string): MessageSummary {
  const trashedAt = row.senderId === viewerId ? row.senderTrashedAt : row.receiverTrashedAt;
  return {
    _id: row.id,
    from: row.senderId,
    to: row.receiverId,
    sender: toParty(row.sender),
    receiver: toParty(row.receiver),
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    trashed: trashedAt !== null,
    replyTo: row.replyToId,
    attachmentCount: row.attachmentCount,
  };
}

function toAttachment(attachment: MessageAttachment): MessageAttachmentDto {
  return {
    _id: attachment.id,
    name: attachment.originalName,
    mimeType: attachment.mimeType,
    size: attachment.sizeBytes,
  };
}

function toDto(row: MessageRow, attachments: MessageAttachment[], viewerId: string): MessageDto {
  return { ...toSummary(row, viewerId), body: row.body, attachments: attachments.map(toAttachment) };
}

interface BoxPaging {
  page: number;
  limit: number;
  /** A previous answer's `nextCursor` for this box (then `page` is not used). */
  cursor?: string | undefined;
}

function pageOfBox(rows: BoxRows, user: User, page: number, limit: number): Paginated<MessageSummary> {
  return {
    items: rows.rows.map((row) => toSummary(row, user.id)),
    total: rows.total,
    totalCapped: rows.totalCapped,
    page,
    limit,
    nextCursor: rows.nextCursor,
  };
}

export async function messageBox(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  box: MessageBox,
  paging: BoxPaging,
): Promise<MessageBoxPage> {
  const position = pagePosition(paging, MESSAGE_SORT, MESSAGE_KEYSET);
  const { unread, ...rows } = await listBox(deps.db, user.id, box, position, paging.limit);
  return { box, ...pageOfBox(rows, user, paging.page, paging.limit), unread };
}

/**
 * docs/product.md section 7: `GET message` answers inbox and outbox; the trash and the unread count come along.
 * Each box's `nextCursor` continues it with `?box=...&cursor=...`.
 */
export async function messageOverview(deps: Pick<AppDeps, 'db'>, user: User, limit: number): Promise<MessageOverview> {
  const { boxes, unread } = await listOverview(deps.db, user.id, limit);
  return {
    inbox: pageOfBox(boxes.inbox, user, 1, limit),
    outbox: pageOfBox(boxes.sent, user, 1, limit),
    trash: pageOfBox(boxes.trash, user, 1, limit),
    unread,
  };
}

export async function unreadCount(deps: Pick<AppDeps, 'db'>, user: User) {
  return { unread: await selectUnreadCount(deps.db, user.id) };
}

async function visibleMessage(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<MessageRow> {
  const row = await findVisibleMessage(deps.db, user.id, id);
  if (!row) throw messageNotFound();
  return row;
}

export async function readMessage(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<MessageDto> {
  const row = await visibleMessage(deps, user, id);
  const attachments = await listAttachments(deps.db, [row.id]);
  return toDto(row, attachments.get(row.id) ?? [], user.id);
}

/** `GET message/{a}/{b}`: the caller must be one of the two; the path never stands in for the token. */
export async function readConversation(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  a: string,
  b: string,
  page: number,
  limit: number,
): Promise<Paginated<MessageDto>> {
  if (a !== user.id && b !== user.id) throw notFound('Conversation');
  const otherId = a === user.id ? b : a;
  // A conversation is one pair's messages, counted exactly; its pages stop at the list depth like any other.
  assertPageDepth(page, limit);
  const { rows, total } = await listConversation(deps.db, user.id, otherId, page, limit);
  const attachments = await listAttachments(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => toDto(row, attachments.get(row.id) ?? [], user.id)),
    total,
    page,
    limit,
  };
}

export async function recipientsFor(deps: Pick<AppDeps, 'db'>, user: User, q: string | undefined) {
  const rows = await searchRecipients(deps.db, user, q, MESSAGE_RECIPIENTS_MAX);
  return { items: rows.map(toParty) };
}

/** A vendor writes to staff who answer vendors only; staff write to anyone; nobody to themselves or to an account that cannot sign in. */
function mayWrite(sender: User, receiver: User): boolean {
  if (receiver.id === sender.id || !receiver.active || pendingActionOf(receiver) !== null) return false;
  return isStaffRole(sender.role) || hasPermission(receiver, 'messages');
}

async function storeAttachments(deps: Pick<AppDeps, 'storage' | 'log'>, files: CheckedFile[]): Promise<string[]> {
  const stored: string[] = [];
  try {
    for (const file of files)
      stored.push(await deps.storage.save(ATTACHMENT_AREA, file.bytes, file.extension, file.mimeType));
    return stored;
  } catch (error) {
    await removeAttachmentFiles(deps, stored);
    throw error;
  }
}

async function removeAttachmentFiles(deps: Pick<AppDeps, 'storage' | 'log'>, names: string[]): Promise<void> {
  await Promise.all(
    names.map((name) =>
      deps.storage.remove(ATTACHMENT_AREA, name).catch((error: unknown) => {
        deps.log.warn({ err: error, file: name }, 'could not remove a message attachment file');
      }),
    ),
  );
}

/** Sends a message (or a reply) with its attachments; the receiver's email notice goes out with the same commit. */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'mail' | 'storage' | 'log' | 'notices'>,
  user: User,
  upload: MessageUpload,
): Promise<MessageDto> {
  const { form, attachments } = upload;
  const receiver = await findUserById(deps.db, form.to);
  if (!receiver) throw new AppError(404, 'User not found', 'to');
  if (!mayWrite(user, receiver)) throw new AppError(403, MESSAGE_TEXT.cannotWrite, 'to');
  if (form.replyTo && !(await findVisibleMessage(deps.db, user.id, form.replyTo))) {
    throw new AppError(404, 'Message not found', 'replyTo');
  }
  const stored = await storeAttachments(deps, attachments);
  try {
    const sent = await deps.db.transaction(async (tx) => {
      const messageId = await insertMessage(tx, {
        senderId: user.id,
        receiverId: receiver.id,
        subject: form.subject,
        body: form.body,
        replyToId: form.replyTo ?? null,
      });
      await insertAttachments(
        tx,
        attachments.map((file, index) => ({
          messageId,
          storedName: stored[index] ?? '',
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.bytes.length,
          position: index,
        })),
      );
      const senderName = messagePartyName(user);
      const delivery = await notifyIn(deps, tx, {
        kind: 'message.received',
        to: isStaffRole(receiver.role) ? { userIds: [receiver.id] } : { vendorId: receiver.id },
        title: `Message from ${senderName}: ${form.subject}`,
        link: `/messages/${messageId}`,
        except: user.id,
        email: (recipient) => ({
          to: recipient.email,
          template: 'newMessage',
          data: { firstName: recipient.firstName, senderName, subject: form.subject },
        }),
      });
      return { messageId, delivery };
    });
    await publishNotices(deps, sent.delivery);
    return readMessage(deps, user, sent.messageId);
  } catch (error) {
    await removeAttachmentFiles(deps, stored);
    // The message replied to, or the receiver, was deleted between the checks and the insert.
    if (isForeignKeyViolation(error)) throw new AppError(404, 'Message not found', 'replyTo');
    throw error;
  }
}

async function change(deps: Pick<AppDeps, 'db'>, user: User, msg: string, count: number): Promise<MessageChange> {
  return { msg, count, unread: await selectUnreadCount(deps.db, user.id) };
}

/** Receiver only; reading it again keeps the first reading time. */
export async function markMessageRead(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<MessageChange> {
  const row = await visibleMessage(deps, user, id);
  if (row.receiverId !== user.id) throw forbidden(MESSAGE_TEXT.notReceiver);
  const count = await markRead(deps.db, user.id, id);
  return change(deps, user, 'Message marked read', count);
}

export async function markAllMessagesRead(deps: Pick<AppDeps, 'db'>, user: User): Promise<MessageChange> {
  const count = await markAllRead(deps.db, user.id);
  return change(deps, user, count === 1 ? '1 message marked read' : `${count} messages marked read`, count);
}

const plural = (count: number) => (count === 1 ? '1 message' : `${count} messages`);

async function moveToTrash(deps: Pick<AppDeps, 'db'>, user: User, ids: string[]): Promise<MessageChange> {
  const count = await trashMessages(deps.db, user.id, ids);
  return change(deps, user, `${plural(count)} moved to trash`, count);
}

async function moveOutOfTrash(deps: Pick<AppDeps, 'db'>, user: User, ids: string[]): Promise<MessageChange> {
  const count = await restoreMessages(deps.db, user.id, ids);
  return change(deps, user, `${plural(count)} restored`, count);
}

async function deleteForGood(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  user: User,
  ids: string[],
): Promise<MessageChange> {
  const { purged, orphanedFiles } = await deps.db.transaction((tx) => purgeMessages(tx, user.id, ids));
  await removeAttachmentFiles(deps, orphanedFiles);
  return change(deps, user, `${plural(purged)} deleted for good`, purged);
}

/** The bulk calls change the caller's own copies among `ids`; when none of them is the caller's, 404. */
async function requireAnyVisible(deps: Pick<AppDeps, 'db'>, user: User, ids: string[]): Promise<void> {
  if ((await countVisible(deps.db, user.id, ids)) === 0) throw messageNotFound();
}

export async function trashMany(deps: Pick<AppDeps, 'db'>, user: User, ids: string[]): Promise<MessageChange> {
  await requireAnyVisible(deps, user, ids);
  return moveToTrash(deps, user, ids);
}

export async function restoreMany(deps: Pick<AppDeps, 'db'>, user: User, ids: string[]): Promise<MessageChange> {
  await requireAnyVisible(deps, user, ids);
  return moveOutOfTrash(deps, user, ids);
}

export async function purgeMany(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  user: User,
  ids: string[],
): Promise<MessageChange> {
  await requireAnyVisible(deps, user, ids);
  return deleteForGood(deps, user, ids);
}

function trashedBy(row: MessageRow, user: User): boolean {
  return (row.senderId === user.id ? row.senderTrashedAt : row.receiverTrashedAt) !== null;
}

export async function trashOne(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<MessageChange> {
  await visibleMessage(deps, user, id);
  return moveToTrash(deps, user, [id]);
}

export async function restoreOne(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<MessageChange> {
  const row = await visibleMessage(deps, user, id);
  if (!trashedBy(row, user)) throw conflict(MESSAGE_TEXT.notInTrash);
  return moveOutOfTrash(deps, user, [id]);
}

/** Deleting for good is for the trash only, so that one click in a list never loses a message. */
export async function purgeOne(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  user: User,
  id: string,
): Promise<MessageChange> {
  const row = await visibleMessage(deps, user, id);
  if (!trashedBy(row, user)) throw conflict(MESSAGE_TEXT.notInTrash);
  return deleteForGood(deps, user, [id]);
}

export async function attachmentFile(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  user: User,
  messageId: string,
  attachmentId: string,
) {
  const attachment = await findVisibleAttachment(deps.db, user.id, messageId, attachmentId);
  if (!attachment) throw notFound('Attachment');
  const file = await deps.storage.open(ATTACHMENT_AREA, attachment.storedName);
  if (!file) throw storedFileMissing(deps.log, 'message attachment', attachment.storedName);
  return { attachment, file };
}
