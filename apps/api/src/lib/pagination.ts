import { LIST_MAX_DEPTH, LIST_TEXT, SEARCH_DEPTH } from '@soko/shared';
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { badRequest } from './errors.ts';

/** The page sizes the screens ask for (PAGE_SIZE and the lists' own), and the API's largest. */
const SCREEN_PAGE_SIZES = new Set([5, 9, 10, 20, 25, 50, 100]);

/**
 * The LIMIT of a list statement (a page's size, or one more row to know whether another follows).
 *
 * PostgreSQL cannot cost a generic plan for "the first $1 rows", so a statement whose LIMIT is a
 * parameter is planned again at every execution: half of the database's time for a page of sales
 * (0.6 of 1.3 ms at 1,000,000 sales), 2.4 ms for a page of payouts. Written into the statement's
 * text instead, the LIMIT lets each connection plan the list once and reuse the plan. That is
 * right only when one plan suits every value of the statement's parameters, which is the caller's
 * to say (`planOnce`): equality filters and cursors that an index serves in the list's order. A
 * text search or a date range keeps the parameter, because its best plan depends on the values (a
 * plan reused from a common name, or a week, would walk the whole table for a rare name, or sort
 * two years). Only the screens' page sizes are written in, so that a connection keeps a bounded
 * number of statements.
 */
export function listLimit(rows: number, planOnce: boolean): number {
  const written = planOnce ? fixedLimit(rows) : undefined;
  // drizzle writes an SQL object given as the limit into the statement as it is.
  return written === undefined ? rows : (written as unknown as number);
}

/** A screen's page size (or one more) as text of the statement, or undefined for any other size. */
export function fixedLimit(rows: number): SQL | undefined {
  return SCREEN_PAGE_SIZES.has(rows) || SCREEN_PAGE_SIZES.has(rows - 1) ? sql.raw(String(rows)) : undefined;
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** A LIKE pattern for "contains", case-insensitive; the user's own % and _ match themselves. */
export function likeContaining(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Refuses a `?page=` deeper than the list's depth: OFFSET would read every row it skips. A search
 * pages by number through its first SEARCH_DEPTH matches only, because skipping matches of a common
 * name means reading each one; its later matches are reached by cursor.
 */
export function assertPageDepth(page: number, limit: number, searched = false, withCursor = true): void {
  if (offsetOf(page, limit) < (searched ? SEARCH_DEPTH : LIST_MAX_DEPTH)) return;
  if (!searched) throw badRequest(LIST_TEXT.tooDeep, 'page');
  throw badRequest(withCursor ? LIST_TEXT.tooDeepSearch : LIST_TEXT.tooDeepSearchNarrow, 'page');
}

/**
 * Whether a list's first page, read before its count, is already the whole list: then its rows are
 * the total and the count is not sent (a search for one person or one product is one statement).
 */
export function firstPageIsAll(page: number, rows: number, limit: number): boolean {
  return page === 1 && rows < limit;
}

/**
 * The number of rows of a query, counting no further than the list's depth: past that, the list
 * says "10,000+" (a search: "1,000+") instead of reading everything that matches.
 */
export async function boundedCount(
  db: Db,
  rows: SQL,
  searched = false,
): Promise<{ total: number; totalCapped: boolean }> {
  const cap = searched ? SEARCH_DEPTH : LIST_MAX_DEPTH;
  const result = (await db.execute(
    sql`select count(*)::int as n from (${rows} limit ${sql.raw(String(cap + 1))}) as matching`,
  )) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/**
 * A keyset sort: an expression (a column or e.g. price + shipping) with the id that breaks its ties,
 * both in one direction, so that an index on (key, id) serves it forwards or backwards.
 */
export interface KeysetSort {
  key: SQL | AnyColumn;
  /** The SQL type the key's text form is cast back to in a cursor. */
  keyType: 'timestamptz' | 'bigint' | 'text' | 'integer';
  id: AnyColumn;
  direction: 'asc' | 'desc';
}

export interface Cursor {
  /** The sort's name, so that a cursor is only used with the order it came from. */
  sort: string;
  /** The last row's key as PostgreSQL text (timestamps keep their microseconds). */
  key: string;
  id: string;
}

export function orderByOf(sort: KeysetSort): SQL[] {
  const direction = sql.raw(sort.direction);
  return [sql`${sort.key} ${direction}`, sql`${sort.id} ${direction}`];
}

/** The key of a row as text, selected alongside it to build the next cursor. */
export function cursorKeyOf(sort: KeysetSort): SQL<string> {
  return sql<string>`(${sort.key})::text`;
}

/** Rows after the cursor's row in the sort's order; its key and id may be a prepared statement's placeholders. */
export function afterCursor(sort: KeysetSort, cursor: { key: string | Placeholder; id: string | Placeholder }): SQL {
  const comparison = sql.raw(sort.direction === 'asc' ? '>' : '<');
  return sql`(${sort.key}, ${sort.id}) ${comparison} (${cursor.key}::${sql.raw(sort.keyType)}, ${cursor.id}::uuid)`;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_PATTERNS: Record<KeysetSort['keyType'], RegExp> = {
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  bigint: /^-?\d{1,18}$/,
  integer: /^-?\d{1,9}$/,
  text: /^[^\0]{0,200}$/,
};

/** The cursor a list answered, for this sort; anything else is a 400 and never reaches a query. */
export function decodeCursor(text: string, sortName: string, sort: KeysetSort): Cursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(LIST_TEXT.badCursor, 'cursor');
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 3 ||
    parts[0] !== sortName ||
    typeof parts[1] !== 'string' ||
    !KEY_PATTERNS[sort.keyType].test(parts[1]) ||
    typeof parts[2] !== 'string' ||
    !UUID.test(parts[2])
  ) {
    throw badRequest(LIST_TEXT.badCursor, 'cursor');
  }
  return { sort: sortName, key: parts[1], id: parts[2] };
}

/** Where a page starts: a page number (bounded depth) or a keyset cursor. */
export type PagePosition = { page: number } | { cursor: Cursor };

/** Rows after the position's cursor; nothing for a page number, which the query's offset skips to. */
export function afterPosition(sort: KeysetSort, position: PagePosition): SQL | undefined {
  return 'cursor' in position ? afterCursor(sort, position.cursor) : undefined;
}

/**
 * The position a list request asks for: its `cursor` when it has one (checked against the sort),
 * otherwise its `?page=`, refused past the list's depth (`assertPageDepth`).
 */
export function pagePosition(
  query: { page: number; limit: number; cursor?: string | undefined },
  sortName: string,
  sort: KeysetSort,
  searched = false,
): PagePosition {
  if (query.cursor) return { cursor: decodeCursor(query.cursor, sortName, sort) };
  assertPageDepth(query.page, query.limit, searched);
  return { page: query.page };
}

export interface ListTotal {
  total: number;
  totalCapped: boolean;
}

/**
 * A page and its list's total. A search's page is read first: when it is the first page and
 * nothing follows it, its rows are the total, and a search for one customer or one product is a
 * single statement; otherwise the matches are counted (up to SEARCH_DEPTH).
 */
export async function pageAndTotal<Page extends { rows: unknown[]; nextCursor: string | null }>(
  position: PagePosition,
  searched: boolean,
  readPage: () => Promise<Page>,
  count: () => Promise<ListTotal>,
): Promise<[Page, ListTotal]> {
  if (!searched) return Promise.all([readPage(), count()]);
  const page = await readPage();
  if ('page' in position && position.page === 1 && page.nextCursor === null) {
    return [page, { total: page.rows.length, totalCapped: false }];
  }
  return [page, await count()];
}

/**
 * One page of a keyset-sorted list: `limit + 1` rows are read so that the page knows whether another
 * follows, and its cursor is built from its last row.
 */
export function pageOfRows<Row extends { id: string; cursorKey: string }>(
  rows: Row[],
  limit: number,
  sortName: string,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > limit && last ? encodeCursor({ sort: sortName, key: last.cursorKey, id: last.id }) : null,
  };
}
