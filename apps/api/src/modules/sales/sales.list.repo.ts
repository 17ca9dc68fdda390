/** The sales list: filters, sorts, customer search, pages and counts, and the dashboard's latest sales. */
import type { SALE_SORTS, SaleStatus } from '@soko/shared';
import { and, count, desc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, type Sale, sales, users, vendorProfiles } from '../../db/schema/index.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterCursor,
  afterPosition,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { itemsJson, rowColumns, type SaleItemShown, type SaleRow } from './sales.repo.ts';
import { customerSearch } from './sales.sql.ts';

export type SaleSort = (typeof SALE_SORTS)[number];

export interface SaleFilter {
  /** One vendor's sales; undefined means every vendor's (super admin). */
  vendorId?: string | undefined;
  status?: SaleStatus | undefined;
  /** Inclusive days, YYYY-MM-DD in the marketplace's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  /** Customer name or email (contains), or an order number (exact, with or without '#'). */
  q?: string | undefined;
}

/** A sale as the list shows it (`toSaleDto`): the hot list decodes and maps nothing more. */
export interface SaleListRow
  extends Pick<
    Sale,
    | 'id'
    | 'status'
    | 'trackingNumber'
    | 'carrier'
    | 'priceCents'
    | 'shippingCents'
    | 'feeCents'
    | 'feeGstCents'
    | 'netCents'
    | 'refundedCents'
    | 'refundedShippingCents'
    | 'payoutId'
    | 'paidOut'
    | 'createdAt'
    | 'updatedAt'
  > {
  order: SaleRow['order'];
  vendor: Pick<SaleRow['vendor'], 'id' | 'displayName'>;
}

const listColumns = {
  id: sales.id,
  status: sales.status,
  trackingNumber: sales.trackingNumber,
  carrier: sales.carrier,
  priceCents: sales.priceCents,
  shippingCents: sales.shippingCents,
  feeCents: sales.feeCents,
  feeGstCents: sales.feeGstCents,
  netCents: sales.netCents,
  refundedCents: sales.refundedCents,
  refundedShippingCents: sales.refundedShippingCents,
  payoutId: sales.payoutId,
  paidOut: sales.paidOut,
  createdAt: sales.createdAt,
  updatedAt: sales.updatedAt,
  order: rowColumns.order,
  vendor: { id: users.id, displayName: vendorProfiles.displayName },
};

const amount = sql`(${sales.priceCents} + ${sales.shippingCents})`;

/** Each sort of the list, served by an index on (filter columns, key, id). */
export const SALE_KEYSETS: Record<SaleSort, KeysetSort> = {
  newest: { key: sales.createdAt, keyType: 'timestamptz', id: sales.id, direction: 'desc' },
  oldest: { key: sales.createdAt, keyType: 'timestamptz', id: sales.id, direction: 'asc' },
  amount: { key: amount, keyType: 'bigint', id: sales.id, direction: 'asc' },
  '-amount': { key: amount, keyType: 'bigint', id: sales.id, direction: 'desc' },
};

export function filterOf(filter: SaleFilter): SQL | undefined {
  return and(
    filter.vendorId ? eq(sales.vendorId, filter.vendorId) : undefined,
    filter.status ? eq(sales.status, filter.status) : undefined,
    dayRange(sales.createdAt, filter.from, filter.to),
    customerSearch(filter.q),
  );
}

type SalePageRow = SaleListRow & { items: SaleItemShown[]; cursorKey: string };

export async function listSaleRows(
  db: Db,
  filter: SaleFilter,
  sort: SaleSort,
  position: PagePosition,
  limit: number,
): Promise<{ rows: SalePageRow[]; nextCursor: string | null }> {
  const prepared = preparedSalePage(db, filter, sort, position, limit);
  if (prepared) {
    const rows = await prepared.execute({
      vendorId: filter.vendorId,
      status: filter.status,
      ...('cursor' in position ? { cursorKey: position.cursor.key, cursorId: position.cursor.id } : {}),
      ...('page' in position ? { offset: offsetOf(position.page, limit) } : {}),
    });
    return pageOfRows(rows, limit, sort);
  }
  const keyset = SALE_KEYSETS[sort];
  const rows = await salePageQuery(
    db,
    keyset,
    'page' in position && position.page > 1
      ? inArray(
          sales.id,
          skippedToPage(db, filterOf(filter), filter, keyset, offsetOf(position.page, limit), limit + 1),
        )
      : and(filterOf(filter), afterPosition(keyset, position)),
    listLimit(limit + 1, false),
  );
  return pageOfRows(rows, limit, sort);
}

/**
 * The ids of a later page, found from the sort's index alone: the page's orders, vendors and lines
 * are then read for its rows only, not for every row the offset skips.
 */
function skippedToPage(
  db: Db,
  where: SQL | undefined,
  filter: SaleFilter,
  keyset: KeysetSort,
  offset: number | Placeholder,
  rows: number | SQL,
) {
  const ids = db.select({ id: sales.id }).from(sales).$dynamic();
  return (filter.q ? ids.innerJoin(orders, eq(orders.id, sales.orderId)) : ids)
    .where(where)
    .orderBy(...orderByOf(keyset))
    .limit(rows as number)
    .offset(offset);
}

type PagePlace = 'first' | 'later' | 'cursor';

/**
 * The list's page statement, built once per shape (which of vendor and status are set, the sort,
 * first page, later page or cursor, and the page size) and kept, with placeholders for the values:
 * drizzle building the statement at every request was a fifth of the server's CPU for the page.
 * Only the shapes whose plan suits every value (see `listLimit`) are kept: a search or a date range
 * is built for its values each time.
 */
function preparedSalePage(db: Db, filter: SaleFilter, sort: SaleSort, position: PagePosition, limit: number) {
  const rows = fixedLimit(limit + 1);
  if (filter.q || filter.from || filter.to || rows === undefined) return undefined;
  const place: PagePlace = 'cursor' in position ? 'cursor' : position.page > 1 ? 'later' : 'first';
  const shape = `${filter.vendorId ? 'vendor' : ''}|${filter.status ? 'status' : ''}|${sort}|${place}|${limit}`;
  return salePageStatement(db, shape, () => prepareSalePage(db, filter, sort, place, rows));
}

function prepareSalePage(db: Db, filter: SaleFilter, sort: SaleSort, place: PagePlace, rows: SQL) {
  const keyset = SALE_KEYSETS[sort];
  const where = and(
    filter.vendorId ? eq(sales.vendorId, sql.placeholder('vendorId')) : undefined,
    filter.status ? eq(sales.status, sql.placeholder('status')) : undefined,
  );
  const cursor = { key: sql.placeholder('cursorKey'), id: sql.placeholder('cursorId') };
  return (
    salePageQuery(
      db,
      keyset,
      place === 'later'
        ? inArray(sales.id, skippedToPage(db, where, filter, keyset, sql.placeholder('offset'), rows))
        : and(where, place === 'cursor' ? afterCursor(keyset, cursor) : undefined),
      rows,
    )
      // No name of its own: the pool names statements by their text where named statements are on.
      .prepare('')
  );
}

/** A page of sales as the list shows them, with their lines, in the sort's order. */
function salePageQuery(db: Db, keyset: KeysetSort, where: SQL | undefined, rows: number | SQL) {
  return db
    .select({ ...listColumns, items: itemsJson, cursorKey: cursorKeyOf(keyset) })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(users, eq(users.id, sales.vendorId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, sales.vendorId))
    .where(where)
    .orderBy(...orderByOf(keyset))
    .limit(rows as number);
}

const salePageStatement = preparedByShape<ReturnType<typeof prepareSalePage>>();

/** The rows a customer search matches, for a count that stops at the list's depth. */
export function matchingSalesSql(db: Db, filter: SaleFilter): SQL {
  return db
    .select({ one: sql`1` })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(filterOf(filter))
    .getSQL();
}

/**
 * How many sales of each status a customer search matches, whatever the status filter, from at most
 * `cap` matches: `matched` above the search depth means there are more than it.
 */
export async function searchStatusCounts(
  db: Db,
  filter: SaleFilter,
  cap: number,
): Promise<{ byStatus: Map<SaleStatus, number>; matched: number }> {
  const matching = db
    .select({ status: sales.status })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(filterOf({ ...filter, status: undefined }))
    .limit(cap)
    .as('matching');
  const rows = await db.select({ status: matching.status, n: count() }).from(matching).groupBy(matching.status);
  return {
    byStatus: new Map(rows.map((row) => [row.status, row.n])),
    matched: rows.reduce((sum, row) => sum + row.n, 0),
  };
}

/** Sales still Not processed that were placed up to `lastDay` (Sydney), by sales_status_created_idx. */
export async function countNotProcessedUpTo(db: Db, lastDay: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sales)
    .where(and(eq(sales.status, 'Not processed'), dayRange(sales.createdAt, undefined, lastDay)));
  return row?.total ?? 0;
}

export interface LatestSaleRow {
  id: string;
  number: number;
  priceCents: number;
  shippingCents: number;
  paymentMethod: string;
  status: SaleStatus;
  createdAt: Date;
}

export async function latestSales(db: Db, vendorId: string | undefined, limit: number): Promise<LatestSaleRow[]> {
  return db
    .select({
      id: sales.id,
      number: orders.number,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      paymentMethod: orders.paymentMethod,
      status: sales.status,
      createdAt: sales.createdAt,
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(vendorId ? eq(sales.vendorId, vendorId) : undefined)
    .orderBy(desc(sales.createdAt), desc(sales.id))
    .limit(listLimit(limit, true));
}
