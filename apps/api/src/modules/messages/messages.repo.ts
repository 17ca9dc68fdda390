import { isStaffRole, ROLE_STAFF, ROLE_SUPER_ADMIN, STAFF_ROLE_PERMISSIONS, STAFF_ROLES } from '@soko/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type MessageAttachment,
  messageAttachments,
  messages,
  type NewMessage,
  type NewMessageAttachment,
  type User,
} from '../../db/schema/index.ts';
import { likeContaining, offsetOf } from '../../lib/pagination.ts';

export const sender = alias(accounts, 'sender');
export const receiver = alias(accounts, 'receiver');

const partyColumns = (party: typeof sender | typeof receiver) => ({
  id: party.id,
  firstName: party.firstName,
  lastName: party.lastName,
  displayName: party.displayName,
  role: party.role,
});

/** A message with both parties' names, read in the same query as the message. */
export const summaryColumns = {
  id: messages.id,
  senderId: messages.senderId,
  receiverId: messages.receiverId,
  subject: messages.subject,
  replyToId: messages.replyToId,
  readAt: messages.readAt,
  senderTrashedAt: messages.senderTrashedAt,
  receiverTrashedAt: messages.receiverTrashedAt,
  createdAt: messages.createdAt,
  sender: partyColumns(sender),
  receiver: partyColumns(receiver),
  attachmentCount:
    sql<number>`(select count(*) from ${messageAttachments} where ${messageAttachments.messageId} = ${messages.id})`.mapWith(
      Number,
    ),
};

const rowColumns = { ...summaryColumns, body: messages.body };

export type PartyRow = { id: string; firstName: string; lastName: string; displayName: string; role: number };
export type MessageSummaryRow = {
  id: string;
  senderId: string;
  receiverId: string;
  subject: string;
  replyToId: string | null;
  readAt: Date | null;
  senderTrashedAt: Date | null;
  receiverTrashedAt: Date | null;
  createdAt: Date;
  sender: PartyRow;
  receiver: PartyRow;
  attachmentCount: number;
};
export type MessageRow = MessageSummaryRow & { body: string };

/** The messages a user still has a copy of: sent or received, not deleted for good on their side. */
export function visibleTo(userId: string): SQL {
  return or(
    and(eq(messages.senderId, userId), isNull(messages.senderPurgedAt)),
    and(eq(messages.receiverId, userId), isNull(messages.receiverPurgedAt)),
  ) as SQL;
}

export async function findVisibleMessage(db: Db, userId: string, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(receiver, eq(receiver.id, messages.receiverId))
    .where(and(eq(messages.id, id), visibleTo(userId)))
    .limit(1);
  return row;
}

/** The messages between two users that `viewerId` (one of them) still has, oldest first. */
export async function listConversation(
  db: Db,
  viewerId: string,
  otherId: string,
  page: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const where = and(
    or(
      and(eq(messages.senderId, viewerId), eq(messages.receiverId, otherId)),
      and(eq(messages.senderId, otherId), eq(messages.receiverId, viewerId)),
    ),
    visibleTo(viewerId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.senderId))
      .innerJoin(receiver, eq(receiver.id, messages.receiverId))
      .where(where)
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** How many of `ids` the user still has a copy of. */
export async function countVisible(db: Db, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ visible: count() })
    .from(messages)
    .where(and(inArray(messages.id, ids), visibleTo(userId)));
  return row?.visible ?? 0;
}

/** The attachments of several messages in one query, by message. */
export async function listAttachments(db: Db, messageIds: string[]): Promise<Map<string, MessageAttachment[]>> {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messageAttachments)
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.messageId), asc(messageAttachments.position));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push(row);
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** An attachment of a message that `userId` still has a copy of. */
export async function findVisibleAttachment(
  db: Db,
  userId: string,
  messageId: string,
  attachmentId: string,
): Promise<MessageAttachment | undefined> {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.id, messageId), visibleTo(userId)))
    .limit(1);
  return row?.attachment;
}

export async function insertMessage(db: Db, values: NewMessage): Promise<string> {
  const [row] = await db.insert(messages).values(values).returning({ id: messages.id });
  if (!row) throw new Error('insert returned no message');
  return row.id;
}

export async function insertAttachments(db: Db, values: NewMessageAttachment[]): Promise<void> {
  if (values.length > 0) await db.insert(messageAttachments).values(values);
}

/** Marks a received message read the first time only, so that the first reading time stays. */
export async function markRead(db: Db, receiverId: string, id: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.id, id),
        eq(messages.receiverId, receiverId),
        isNull(messages.readAt),
        isNull(messages.receiverPurgedAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function markAllRead(db: Db, receiverId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(and(eq(messages.receiverId, receiverId), isNull(messages.readAt), isNull(messages.receiverTrashedAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Each party keeps its own copy of a message: these are the columns of each side's copy. */
const COPIES = [
  {
    owner: messages.receiverId,
    trashedAt: messages.receiverTrashedAt,
    purgedAt: messages.receiverPurgedAt,
    trash: (at: Date | null) => ({ receiverTrashedAt: at }),
    purge: (at: Date) => ({ receiverPurgedAt: at }),
  },
  {
    owner: messages.senderId,
    trashedAt: messages.senderTrashedAt,
    purgedAt: messages.senderPurgedAt,
    trash: (at: Date | null) => ({ senderTrashedAt: at }),
    purge: (at: Date) => ({ senderPurgedAt: at }),
  },
] as const;
type Copy = (typeof COPIES)[number];

/**
 * Changes the user's own copies of these messages, on whichever side (received or sent) they
 * hold them, in one transaction; answers the ids changed.
 */
function changeOwnCopies(
  db: Db,
  userId: string,
  ids: string[],
  change: (copy: Copy) => { set: Partial<typeof messages.$inferInsert>; where: SQL | undefined },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const changed: string[] = [];
    for (const copy of COPIES) {
      const { set, where } = change(copy);
      const rows = await tx
        .update(messages)
        .set(set)
        .where(and(inArray(messages.id, ids), eq(copy.owner, userId), where))
        .returning({ id: messages.id });
      changed.push(...rows.map((row) => row.id));
    }
    return changed;
  });
}

/** Moves the user's own copies of these messages to their trash; answers how many moved. */
export async function trashMessages(db: Db, userId: string, ids: string[]): Promise<number> {
  const now = new Date();
  const moved = await changeOwnCopies(db, userId, ids, (copy) => ({
    set: copy.trash(now),
    where: isNull(copy.trashedAt),
  }));
  return moved.length;
}

export async function restoreMessages(db: Db, userId: string, ids: string[]): Promise<number> {
  const restored = await changeOwnCopies(db, userId, ids, (copy) => ({
    set: copy.trash(null),
    where: and(isNotNull(copy.trashedAt), isNull(copy.purgedAt)),
  }));
  return restored.length;
}

/**
 * Deletes the user's copies of these messages for good, from their trash only. A message whose
 * other side is gone too is deleted with its attachments; their stored file names are returned
 * so that the files can be removed once the transaction has committed.
 */
export async function purgeMessages(
  db: Db,
  userId: string,
  ids: string[],
): Promise<{ purged: number; orphanedFiles: string[] }> {
  const now = new Date();
  const purgedIds = await changeOwnCopies(db, userId, ids, (copy) => ({
    set: copy.purge(now),
    where: and(isNotNull(copy.trashedAt), isNull(copy.purgedAt)),
  }));
  if (purgedIds.length === 0) return { purged: 0, orphanedFiles: [] };
  const goneForBoth = and(
    inArray(messages.id, purgedIds),
    isNotNull(messages.senderPurgedAt),
    isNotNull(messages.receiverPurgedAt),
  );
  const files = await db
    .select({ storedName: messageAttachments.storedName })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(goneForBoth);
  await db.delete(messages).where(goneForBoth);
  return { purged: purgedIds.length, orphanedFiles: files.map((file) => file.storedName) };
}

/** Staff roles that write to vendors: their accounts are the Soko team vendors can write to. */
const MESSAGING_STAFF_ROLES = STAFF_ROLES.filter((role) => STAFF_ROLE_PERMISSIONS[role].includes('messages'));
const isMessagingStaff = or(
  eq(accounts.role, ROLE_SUPER_ADMIN),
  and(eq(accounts.role, ROLE_STAFF), inArray(accounts.staffRole, [...MESSAGING_STAFF_ROLES])),
);

/** Users `caller` may write to, matching `q` by name, business name or (for staff) email. */
export async function searchRecipients(db: Db, caller: User, q: string | undefined, limit: number) {
  const callerIsStaff = isStaffRole(caller.role);
  const pattern = q ? likeContaining(q) : undefined;
  return db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      displayName: accounts.displayName,
      role: accounts.role,
    })
    .from(accounts)
    .where(
      and(
        ne(accounts.id, caller.id),
        eq(accounts.active, true),
        // Staff, or a vendor past every onboarding step (pendingActionOf is null): someone who can sign in to read it.
        or(
          isMessagingStaff,
          and(
            isNotNull(accounts.emailVerifiedAt),
            eq(accounts.identityStatus, 'approved'),
            isNotNull(accounts.activatedAt),
          ),
        ),
        callerIsStaff ? undefined : isMessagingStaff,
        pattern
          ? or(
              sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName}) like ${pattern}`,
              sql`lower(${accounts.displayName}) like ${pattern}`,
              callerIsStaff ? sql`lower(${accounts.email}) like ${pattern}` : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(desc(accounts.role), sql`lower(${accounts.firstName})`, sql`lower(${accounts.lastName})`, asc(accounts.id))
    .limit(limit);
}
