import { isTrackingCarrier, type SALE_SORTS, type SaleStatus, type TrackingCarrier } from '@soko/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type DeliveryAddress,
  type NewSale,
  orders,
  payouts,
  products,
  type Sale,
  type SaleItem,
  saleItems,
  saleStatusHistory,
  sales,
  users,
} from '../../db/schema/index.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import {
  afterCursor,
  afterPosition,
  cursorKeyOf,
  fixedLimit,
  type KeysetSort,
  likeContaining,
  listLimit,
  offsetOf,
  orderByOf,
  type PagePosition,
  pageOfRows,
} from '../../lib/pagination.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';

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

/** A sale with its order and vendor, read in one query. */
export interface SaleRow extends Sale {
  order: {
    id: string;
    number: number;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    transactionId: string;
    paymentMethod: string;
    deliveryAddress: DeliveryAddress;
  };
  vendor: {
    id: string;
    displayName: string;
    email: string;
    firstName: string;
    /** What the vendor's invoices to buyers say of them. */
    abn: string;
    gstRegistered: boolean;
    gstRegisteredFrom: string | null;
  };
}

/** What a sale's line shows: all the list reads of each line. */
export type SaleItemShown = Pick<
  SaleItem,
  'id' | 'productId' | 'name' | 'variantLabel' | 'imageFile' | 'qty' | 'priceCents' | 'gstFree'
>;

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

export interface HistoryRow {
  fromStatus: SaleStatus | null;
  toStatus: SaleStatus;
  trackingNumber: string;
  createdAt: Date;
  actor: { id: string; firstName: string; lastName: string; displayName: string; role: number } | null;
}

const rowColumns = {
  ...getTableColumns(sales),
  order: {
    id: orders.id,
    number: orders.number,
    customerName: orders.customerName,
    customerEmail: orders.customerEmail,
    customerPhone: orders.customerPhone,
    transactionId: orders.transactionId,
    paymentMethod: orders.paymentMethod,
    deliveryAddress: orders.deliveryAddress,
  },
  vendor: {
    id: users.id,
    displayName: users.displayName,
    email: users.email,
    firstName: users.firstName,
    abn: users.abn,
    gstRegistered: users.gstRegistered,
    gstRegisteredFrom: users.gstRegisteredFrom,
  },
};

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
  vendor: { id: users.id, displayName: users.displayName },
};

const amount = sql`(${sales.priceCents} + ${sales.shippingCents})`;

/** Each sort of the list, served by an index on (filter columns, key, id). */
export const SALE_KEYSETS: Record<SaleSort, KeysetSort> = {
  newest: { key: sales.createdAt, keyType: 'timestamptz', id: sales.id, direction: 'desc' },
  oldest: { key: sales.createdAt, keyType: 'timestamptz', id: sales.id, direction: 'asc' },
  amount: { key: amount, keyType: 'bigint', id: sales.id, direction: 'asc' },
  '-amount': { key: amount, keyType: 'bigint', id: sales.id, direction: 'desc' },
};

/** Order numbers are int4; a longer run of digits is searched as text only. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** A whole email address: the search is for that one customer. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An order number (digits, with or without '#': that order, by its unique index), a whole email
 * address (that customer's, by its own index), or customer name or email (contains, by trigrams).
 * Digits alone are not looked for inside emails: one or two of them cannot use a trigram index and
 * would read every order. Shared by the sale and the order lists.
 */
export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const number = ORDER_NUMBER.exec(q)?.[1];
  if (number !== undefined) return eq(orders.number, Number(number));
  if (WHOLE_EMAIL.test(q)) return sql`lower(${orders.customerEmail}) = ${q.toLowerCase()}`;
  const pattern = likeContaining(q);
  return or(sql`lower(${orders.customerName}) like ${pattern}`, sql`lower(${orders.customerEmail}) like ${pattern}`);
}

export function filterOf(filter: SaleFilter): SQL | undefined {
  return and(
    filter.vendorId ? eq(sales.vendorId, filter.vendorId) : undefined,
    filter.status ? eq(sales.status, filter.status) : undefined,
    dayRange(sales.createdAt, filter.from, filter.to),
    customerSearch(filter.q),
  );
}

/**
 * A sale's lines as one JSON array, in the order they were bought, with what the list shows of each
 * (`SaleItemShown`): a page of sales comes with its lines in the same round trip.
 */
const itemsJson = sql<SaleItemShown[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${saleItems.id}, 'productId', ${saleItems.productId}, 'variantLabel', ${saleItems.variantLabel},
    'name', ${saleItems.name}, 'imageFile', ${saleItems.imageFile}, 'qty', ${saleItems.qty},
    'priceCents', ${saleItems.priceCents}, 'gstFree', ${saleItems.gstFree}
  ) order by ${saleItems.position})
  from ${saleItems} where ${saleItems.saleId} = ${sales.id}
), '[]'::json)`;

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

/** The sale if the actor may see it: its vendor's, or anyone's for the super admin (`vendorId` undefined). */
export async function findSaleRow(db: Db, id: string, vendorId: string | undefined): Promise<SaleRow | undefined> {
  const byVendor = vendorId !== undefined;
  const statement = findSaleStatement(db, String(byVendor), () => prepareFindSale(db, byVendor));
  const [row] = await statement.execute({ id, vendorId });
  return row;
}

function prepareFindSale(db: Db, byVendor: boolean) {
  return db
    .select(rowColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(users, eq(users.id, sales.vendorId))
    .where(
      and(eq(sales.id, sql.placeholder('id')), byVendor ? eq(sales.vendorId, sql.placeholder('vendorId')) : undefined),
    )
    .limit(1)
    .prepare('');
}

const findSaleStatement = preparedByShape<ReturnType<typeof prepareFindSale>>();

/** Sales still Not processed that were placed up to `lastDay` (Sydney), by sales_status_created_idx. */
export async function countNotProcessedUpTo(db: Db, lastDay: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sales)
    .where(and(eq(sales.status, 'Not processed'), dayRange(sales.createdAt, undefined, lastDay)));
  return row?.total ?? 0;
}

export interface SalePayoutRow {
  id: string;
  number: number;
  paidAt: string | null;
}

/** The payout that holds a sale (sales.payout_id), for the sale page. */
export async function findSalePayout(db: Db, payoutId: string): Promise<SalePayoutRow | undefined> {
  const [row] = await salePayoutStatement(db, 'payout', () => prepareSalePayout(db)).execute({ payoutId });
  return row;
}

function prepareSalePayout(db: Db) {
  return db
    .select({ id: payouts.id, number: payouts.number, paidAt: payouts.paidAt })
    .from(payouts)
    .where(eq(payouts.id, sql.placeholder('payoutId')))
    .prepare('');
}

const salePayoutStatement = preparedByShape<ReturnType<typeof prepareSalePayout>>();

/** A sale as an order shows it, with its vendor and its lines. */
export interface OrderSaleRow
  extends Pick<
    Sale,
    | 'id'
    | 'orderId'
    | 'status'
    | 'trackingNumber'
    | 'carrier'
    | 'priceCents'
    | 'shippingCents'
    | 'refundedCents'
    | 'refundedShippingCents'
  > {
  vendor: Pick<SaleRow['vendor'], 'id' | 'displayName'>;
  items: SaleItemShown[];
}

const orderSalesStatement = preparedByShape<ReturnType<typeof prepareOrderSales>>();

function prepareOrderSales(db: Db) {
  return db
    .select({
      id: sales.id,
      orderId: sales.orderId,
      status: sales.status,
      trackingNumber: sales.trackingNumber,
      carrier: sales.carrier,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      refundedCents: sales.refundedCents,
      refundedShippingCents: sales.refundedShippingCents,
      vendor: { id: users.id, displayName: users.displayName },
      items: itemsJson,
    })
    .from(sales)
    .innerJoin(users, eq(users.id, sales.vendorId))
    .where(isAnyOf(sales.orderId, 'orderIds'))
    .orderBy(asc(users.displayName), asc(sales.id))
    .prepare('');
}

/**
 * The sales of some orders with their vendors and lines, for the order list and pages: one prepared
 * statement whatever the number of orders (an array, not a list of parameters).
 */
export async function salesWithItemsOfOrders(db: Db, orderIds: string[]): Promise<OrderSaleRow[]> {
  if (orderIds.length === 0) return [];
  return orderSalesStatement(db, 'any', () => prepareOrderSales(db)).execute({ orderIds });
}

/** The sales of some orders with their vendor, for the order pages. */
export async function salesOfOrders(db: Db, orderIds: string[]): Promise<SaleRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(rowColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(users, eq(users.id, sales.vendorId))
    .where(inArray(sales.orderId, orderIds))
    .orderBy(asc(users.displayName), asc(sales.id));
}

/** Locks the sale for the rest of the transaction: status changes of one sale happen one at a time. */
export async function lockSale(db: Db, id: string, vendorId: string | undefined): Promise<Sale | undefined> {
  const [sale] = await db
    .select()
    .from(sales)
    .where(and(eq(sales.id, id), vendorId ? eq(sales.vendorId, vendorId) : undefined))
    .for('update')
    .limit(1);
  return sale;
}

/** The carrier every product of the sale ships with, when they share one with a tracking page. */
export async function carrierOfProducts(db: Db, saleId: string): Promise<TrackingCarrier | null> {
  const providers = await db
    .selectDistinct({ provider: products.shippingProvider })
    .from(saleItems)
    .innerJoin(products, eq(products.id, saleItems.productId))
    .where(eq(saleItems.saleId, saleId));
  const [only] = providers;
  return providers.length === 1 && only && isTrackingCarrier(only.provider) ? only.provider : null;
}

/** The lines of some sales, in the order they were bought: one query for any number of sales. */
export async function itemsOfSales(db: Db, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
  const items = new Map<string, SaleItem[]>(saleIds.map((id) => [id, []]));
  if (saleIds.length === 0) return items;
  const rows = await saleItemsStatement(db, 'items', () => prepareSaleItems(db)).execute({ saleIds });
  for (const row of rows) items.get(row.saleId)?.push(row);
  return items;
}

function prepareSaleItems(db: Db) {
  return db
    .select()
    .from(saleItems)
    .where(isAnyOf(saleItems.saleId, 'saleIds'))
    .orderBy(asc(saleItems.saleId), asc(saleItems.position))
    .prepare('');
}

const saleItemsStatement = preparedByShape<ReturnType<typeof prepareSaleItems>>();

export async function historyOfSale(db: Db, saleId: string): Promise<HistoryRow[]> {
  const rows = await saleHistoryStatement(db, 'history', () => prepareSaleHistory(db)).execute({ saleId });
  return rows.map(({ actorId, firstName, lastName, displayName, role, ...change }) => ({
    ...change,
    actor:
      actorId === null || firstName === null || lastName === null || displayName === null || role === null
        ? null
        : { id: actorId, firstName, lastName, displayName, role },
  }));
}

function prepareSaleHistory(db: Db) {
  return db
    .select({
      fromStatus: saleStatusHistory.fromStatus,
      toStatus: saleStatusHistory.toStatus,
      trackingNumber: saleStatusHistory.trackingNumber,
      createdAt: saleStatusHistory.createdAt,
      actorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: users.displayName,
      role: users.role,
    })
    .from(saleStatusHistory)
    .leftJoin(users, eq(users.id, saleStatusHistory.actorId))
    .where(eq(saleStatusHistory.saleId, sql.placeholder('saleId')))
    .orderBy(asc(saleStatusHistory.createdAt), asc(saleStatusHistory.id))
    .prepare('');
}

const saleHistoryStatement = preparedByShape<ReturnType<typeof prepareSaleHistory>>();

export async function updateSale(db: Db, id: string, values: Partial<NewSale>): Promise<void> {
  await db
    .update(sales)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sales.id, id));
}

export interface NewStatusChange {
  saleId: string;
  fromStatus: SaleStatus | null;
  toStatus: SaleStatus;
  trackingNumber: string;
  actorId: string | null;
}

export async function insertStatusChanges(db: Db, changes: NewStatusChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(saleStatusHistory)
    .values(changes.map((change) => ({ ...change, actorId: actorIdOf(change.actorId) })));
}

export interface LatestSaleRow {
  id: string;
  number: number;
  priceCents: number;
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

/** The ids of the orders' sales (through sales_order_idx). */
export async function saleIdsOfOrders(db: Db, orderIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: sales.id }).from(sales).where(inArray(sales.orderId, orderIds));
  return rows.map((row) => row.id);
}
