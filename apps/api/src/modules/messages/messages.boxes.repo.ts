import { LIST_MAX_DEPTH, type MessageBox } from '@soko/shared';
import { and, count, eq, isNotNull, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import {
  afterCursor,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { type MessageSummaryRow, receiver, sender, summaryColumns } from './messages.repo.ts';

/**
 * The three boxes of a user's messages (inbox, sent, trash), page by page, with their counts and the
 * unread count: each page read from the box's partial indexes.
 */

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
