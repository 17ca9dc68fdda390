import type { MessageBox } from '@soko/shared';
import {
  isStaffRole,
  LIST_MAX_DEPTH,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
} from '@soko/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
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
import {
  afterCursor,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  likeContaining,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

const sender = alias(accounts, 'sender');
const receiver = alias(accounts, 'receiver');

const partyColumns = (party: typeof sender | typeof receiver) => ({
  id: party.id,
  firstName: party.firstName,
  lastName: party.lastName,
  displayName: party.displayName,
  role: party.role,
});

/** A message with both parties' names, read in the same query as the message. */
const summaryColumns = {
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

/** Each box newest first; the id breaks ties between messages of one instant (keyset pages). */
export const MESSAGE_SORT = 'newest';
export const MESSAGE_KEYSET: KeysetSort = {
  key: messages.createdAt,
  keyType: 'timestamptz',
  id: messages.id,
  direction: 'desc',
};

/**
 * The two halves of a trash: copies received and copies sent. A user is never both sender and
 * receiver of one message (messages_not_to_self), so the halves never share a row.
 */
const TRASH_SIDES = [
  { owner: messages.receiverId, trashedAt: messages.receiverTrashedAt, purgedAt: messages.receiverPurgedAt },
  { owner: messages.senderId, trashedAt: messages.senderTrashedAt, purgedAt: messages.senderPurgedAt },
] as const;

function boxFilter(userId: string | Placeholder, box: MessageBox): SQL {
  switch (box) {
    case 'inbox':
      return and(eq(messages.receiverId, userId), isNull(messages.receiverTrashedAt)) as SQL;
    case 'sent':
      return and(eq(messages.senderId, userId), isNull(messages.senderTrashedAt)) as SQL;
    case 'trash':
      return or(
        ...TRASH_SIDES.map((side) => and(eq(side.owner, userId), isNotNull(side.trashedAt), isNull(side.purgedAt))),
      ) as SQL;
  }
}

/** Where a page of a box starts: its first page, a later page by number (`offset`), or a cursor. */
type BoxPlace = 'first' | 'later' | 'cursor';

const USER = sql.placeholder('userId');
const CURSOR = { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') };

/**
 * The ids of one page of a box, in its order, read from the box's partial indexes alone (the
 * messages_inbox_idx, messages_sent_idx and trash indexes hold the sort key and the id), so that a
 * deep `?page=` skips index entries rather than joined rows. The trash is an "or" of two partial
 * indexes, which no single index scan returns in order: each half is read in order up to the rows the
 * page can need, and only those are merged.
 */
function pageIds(box: MessageBox, place: BoxPlace, rows: SQL): SQL {
  const after = place === 'cursor' ? afterCursor(MESSAGE_KEYSET, CURSOR) : undefined;
  const skip = place === 'later' ? sql`offset ${sql.placeholder('offset')}` : sql``;
  const newestFirst = sql`order by ${messages.createdAt} desc, ${messages.id} desc`;
  if (box !== 'trash') {
    return sql`select ${messages.id} from ${messages} where ${and(boxFilter(USER, box), after)}
      ${newestFirst} limit ${rows} ${skip}`;
  }
  const halfRows = place === 'later' ? sql`${sql.placeholder('offset')}::int + ${rows}` : rows;
  const [received, sent] = TRASH_SIDES.map(
    (side) => sql`(select ${messages.id}, ${messages.createdAt} from ${messages}
      where ${and(eq(side.owner, USER), isNotNull(side.trashedAt), isNull(side.purgedAt), after)}
      ${newestFirst} limit ${halfRows})`,
  );
  return sql`select trash.id from (${received} union all ${sent}) as trash
    order by trash.created_at desc, trash.id desc limit ${rows} ${skip}`;
}

/** A box's count, up to the list's depth (a staff inbox can hold tens of thousands: "10,000+"). */
function boxTotal(box: MessageBox): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${messages} where ${boxFilter(USER, box)}
    limit ${LIST_MAX_DEPTH + 1}) as matching)`.mapWith(Number);
}

/** Served by the partial index messages_unread_idx. */
const unreadFilter = and(
  eq(messages.receiverId, USER),
  isNull(messages.readAt),
  isNull(messages.receiverTrashedAt),
) as SQL;
const unreadTotal = sql<number>`(select count(*) from ${messages} where ${unreadFilter})`.mapWith(Number);

/** A box's count and the unread count, in one statement beside the page's. */
const figureColumns = (box: MessageBox) => ({ total: boxTotal(box), unread: unreadTotal });

const pageColumns = { ...summaryColumns, cursorKey: cursorKeyOf(MESSAGE_KEYSET) };

function prepareBoxPage(db: Db, box: MessageBox, place: BoxPlace, limit: number) {
  const rows = sql.raw(String(limit + 1));
  return {
    page: db
      .select(pageColumns)
      .from(messages)
      .innerJoin(sender, eq(sender.id, messages.senderId))
      .innerJoin(receiver, eq(receiver.id, messages.receiverId))
      .where(sql`${messages.id} in (${pageIds(box, place, rows)})`)
      .orderBy(...orderByOf(MESSAGE_KEYSET))
      .prepare(''),
    figures: db.select(figureColumns(box)).from(sql`(select 1) as one`).prepare(''),
  };
}

const boxPageStatements = preparedByShape<ReturnType<typeof prepareBoxPage>>();

export type BoxRows = { rows: MessageSummaryRow[]; nextCursor: string | null; total: number; totalCapped: boolean };

function boxRowsOf(rows: (MessageSummaryRow & { cursorKey: string })[], limit: number, counted: number): BoxRows {
  const page = pageOfRows(rows, limit, MESSAGE_SORT);
  return {
    rows: page.rows.map(({ cursorKey: _, ...row }) => row),
    nextCursor: page.nextCursor,
    total: Math.min(counted, LIST_MAX_DEPTH),
    totalCapped: counted > LIST_MAX_DEPTH,
  };
}

export async function listBox(
  db: Db,
  userId: string,
  box: MessageBox,
  position: PagePosition,
  limit: number,
): Promise<BoxRows & { unread: number }> {
  const place: BoxPlace = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
  const prepare = () => prepareBoxPage(db, box, place, limit);
  // Only the screens' page sizes are kept, so that a connection keeps a bounded number of statements.
  const statements =
    fixedLimit(limit) === undefined ? prepare() : boxPageStatements(db, `${box}|${place}|${limit}`, prepare);
  const values = {
    userId,
    ...('cursor' in position ? { cursorKey: position.cursor.key, cursorId: position.cursor.id } : {}),
    ...('page' in position ? { offset: offsetOf(position.page, limit) } : {}),
  };
  const [rows, [figures]] = await Promise.all([statements.page.execute(values), statements.figures.execute(values)]);
  return { ...boxRowsOf(rows, limit, figures?.total ?? 0), unread: figures?.unread ?? 0 };
}

/**
 * The first page of each box in one statement: the three boxes' ids (each from its own indexes, as
 * `pageIds`) joined once with the parties' names, and every box's count and the unread count as
 * subqueries. A user is never both sender and receiver of a message, so the boxes share no row and
 * each row's own columns say which box it came from.
 */
function prepareOverview(db: Db, limit: number) {
  const rows = sql.raw(String(limit + 1));
  const firstPages = (['inbox', 'sent', 'trash'] as const).map((box) => sql`(${pageIds(box, 'first', rows)})`);
  return db
    .select({
      ...pageColumns,
      inboxTotal: boxTotal('inbox'),
      sentTotal: boxTotal('sent'),
      trashTotal: boxTotal('trash'),
      unread: unreadTotal,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .innerJoin(receiver, eq(receiver.id, messages.receiverId))
    .where(sql`${messages.id} in (${sql.join(firstPages, sql` union all `)})`)
    .orderBy(...orderByOf(MESSAGE_KEYSET))
    .prepare('');
}

const overviewStatements = preparedByShape<ReturnType<typeof prepareOverview>>();

function boxOfRow(row: MessageSummaryRow, userId: string): MessageBox {
  if (row.receiverId === userId && row.receiverTrashedAt === null) return 'inbox';
  if (row.senderId === userId && row.senderTrashedAt === null) return 'sent';
  return 'trash';
}

/** With no message in any box, every box is empty and nothing is unread (unread messages are in the inbox). */
export async function listOverview(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ boxes: Record<MessageBox, BoxRows>; unread: number }> {
  const prepare = () => prepareOverview(db, limit);
  const statement = fixedLimit(limit) === undefined ? prepare() : overviewStatements(db, String(limit), prepare);
  const rows = await statement.execute({ userId });
  const first = rows[0];
  const rowsOf = (box: MessageBox) => rows.filter((row) => boxOfRow(row, userId) === box);
  return {
    boxes: {
      inbox: boxRowsOf(rowsOf('inbox'), limit, first?.inboxTotal ?? 0),
      sent: boxRowsOf(rowsOf('sent'), limit, first?.sentTotal ?? 0),
      trash: boxRowsOf(rowsOf('trash'), limit, first?.trashTotal ?? 0),
    },
    unread: first?.unread ?? 0,
  };
}

function prepareUnreadCount(db: Db) {
  return db.select({ unread: count() }).from(messages).where(unreadFilter).prepare('');
}

const unreadCountStatement = preparedByShape<ReturnType<typeof prepareUnreadCount>>();

export async function selectUnreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await unreadCountStatement(db, 'unread', () => prepareUnreadCount(db)).execute({ userId });
  return row?.unread ?? 0;
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
