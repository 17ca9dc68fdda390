import { MARKETPLACE_TIME_ZONE, type SALE_SORTS, type SaleStatus } from '@soko/shared';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type DeliveryAddress,
  type NewSale,
  orders,
  payoutLines,
  products,
  productVariants,
  type Sale,
  type SaleItem,
  saleItems,
  saleStatusHistory,
  sales,
  users,
} from '../../db/schema/index.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import { likeContaining, offsetOf } from '../../lib/pagination.ts';

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
  vendor: { id: string; displayName: string; email: string; firstName: string };
  paidOut: boolean;
}

export interface HistoryRow {
  fromStatus: SaleStatus | null;
  toStatus: SaleStatus;
  trackingNumber: string;
  createdAt: Date;
  actor: { id: string; firstName: string; lastName: string; displayName: string; role: number } | null;
}

/** A sale is paid out once a payout line names it. */
const paidOutSql = sql<boolean>`exists (select 1 from ${payoutLines} where ${payoutLines.saleId} = ${sales.id})`;

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
  vendor: { id: users.id, displayName: users.displayName, email: users.email, firstName: users.firstName },
  paidOut: paidOutSql,
};

const ORDER_BY: Record<SaleSort, SQL[]> = {
  newest: [desc(sales.createdAt), desc(sales.id)],
  oldest: [asc(sales.createdAt), asc(sales.id)],
  amount: [sql`${sales.priceCents} + ${sales.shippingCents} asc`, asc(sales.id)],
  '-amount': [sql`${sales.priceCents} + ${sales.shippingCents} desc`, desc(sales.id)],
};

/** The first instant of a marketplace day, as a timestamp with time zone. */

/** Order numbers are int4; a longer run of digits is searched as text only. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** Customer name or email, or the exact order number. Shared by the sale and the order lists. */
export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likeContaining(q);
  const number = ORDER_NUMBER.exec(q)?.[1];
  return or(
    sql`lower(${orders.customerName}) like ${pattern}`,
    sql`lower(${orders.customerEmail}) like ${pattern}`,
    number === undefined ? undefined : eq(orders.number, Number(number)),
  );
}

function filterOf(filter: SaleFilter): SQL | undefined {
  return and(
    filter.vendorId ? eq(sales.vendorId, filter.vendorId) : undefined,
    filter.status ? eq(sales.status, filter.status) : undefined,
    dayRange(sales.createdAt, filter.from, filter.to),
    customerSearch(filter.q),
  );
}

export async function listSaleRows(
  db: Db,
  filter: SaleFilter,
  sort: SaleSort,
  page: number,
  limit: number,
): Promise<{ rows: SaleRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .innerJoin(users, eq(users.id, sales.vendorId))
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(sales).innerJoin(orders, eq(orders.id, sales.orderId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The sale if the actor may see it: its vendor's, or anyone's for the super admin (`vendorId` undefined). */
export async function findSaleRow(db: Db, id: string, vendorId: string | undefined): Promise<SaleRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(users, eq(users.id, sales.vendorId))
    .where(and(eq(sales.id, id), vendorId ? eq(sales.vendorId, vendorId) : undefined))
    .limit(1);
  return row;
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

export async function isPaidOut(db: Db, saleId: string): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(payoutLines).where(eq(payoutLines.saleId, saleId));
  return (row?.n ?? 0) > 0;
}

/** The lines of some sales, in the order they were bought: one query for any number of sales. */
export async function itemsOfSales(db: Db, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
  const items = new Map<string, SaleItem[]>(saleIds.map((id) => [id, []]));
  if (saleIds.length === 0) return items;
  const rows = await db
    .select()
    .from(saleItems)
    .where(inArray(saleItems.saleId, saleIds))
    .orderBy(asc(saleItems.saleId), asc(saleItems.position));
  for (const row of rows) items.get(row.saleId)?.push(row);
  return items;
}

export async function historyOfSale(db: Db, saleId: string): Promise<HistoryRow[]> {
  const rows = await db
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
    .where(eq(saleStatusHistory.saleId, saleId))
    .orderBy(asc(saleStatusHistory.createdAt), asc(saleStatusHistory.id));
  return rows.map(({ actorId, firstName, lastName, displayName, role, ...change }) => ({
    ...change,
    actor:
      actorId === null || firstName === null || lastName === null || displayName === null || role === null
        ? null
        : { id: actorId, firstName, lastName, displayName, role },
  }));
}

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
  await db.insert(saleStatusHistory).values(changes);
}

/** The one order in which rows are locked when stock moves (placing and cancelling), so they never deadlock. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Puts a cancelled sale's quantities back: on the product (stock up, sold down) and on the
 * variant when that variant still exists. Lines whose product was deleted have nothing to restore.
 * Rows are touched in product order, variants first, as placing an order does, so the two never deadlock.
 */
export async function restoreStock(db: Db, items: SaleItem[]): Promise<void> {
  const lines = items
    .filter((item): item is SaleItem & { productId: string } => item.productId !== null)
    .sort((a, b) => compareIds(a.productId, b.productId) || compareIds(a.variantId ?? '', b.variantId ?? ''));
  const byProduct = new Map<string, typeof lines>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  // Each product's variants and then the product, before the next product: all variants first would
  // lock a later product's variant before an earlier product, the reverse of an order, and deadlock.
  for (const [productId, productLines] of byProduct) {
    for (const line of productLines) {
      if (!line.variantId) continue;
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${line.qty}` })
        .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId)));
    }
    const qty = productLines.reduce((sum, line) => sum + line.qty, 0);
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${qty}`, sold: sql`greatest(${products.sold} - ${qty}, 0)` })
      .where(eq(products.id, productId));
  }
}

/**
 * The money a signed-in user has earned: a vendor earns the net of their sales, the marketplace
 * (the super admin, `vendorId` undefined) earns the fees of every sale. Cancelled sales earn nothing.
 */
export async function earningsCents(db: Db, vendorId: string | undefined): Promise<number> {
  const column = vendorId ? sales.netCents : sales.feeCents;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${column}), 0)::text` })
    .from(sales)
    .where(and(ne(sales.status, 'Cancel'), vendorId ? eq(sales.vendorId, vendorId) : undefined));
  return Number(row?.total ?? 0);
}

export interface ExportRow {
  orderNumber: number;
  /** YYYY-MM-DD HH:MM in the marketplace's time zone. */
  date: string;
  customerName: string;
  customerEmail: string;
  vendorName: string;
  status: SaleStatus;
  trackingNumber: string;
  /** "2 x Name (variant); 1 x Other". */
  items: string;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  netCents: number;
}

/** The rows of a CSV export, items folded into one text per sale by the database: one query. */
export async function exportRows(db: Db, filter: SaleFilter, sort: SaleSort, cap: number): Promise<ExportRow[]> {
  const itemsText = sql<string>`coalesce((
    select string_agg(
      ${saleItems.qty} || ' x ' || ${saleItems.name}
        || case when ${saleItems.variantLabel} <> '' then ' (' || ${saleItems.variantLabel} || ')' else '' end,
      '; ' order by ${saleItems.position})
    from ${saleItems} where ${saleItems.saleId} = ${sales.id}), '')`;
  return db
    .select({
      orderNumber: orders.number,
      date: sql<string>`to_char(${sales.createdAt} at time zone ${MARKETPLACE_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      vendorName: users.displayName,
      status: sales.status,
      trackingNumber: sales.trackingNumber,
      items: itemsText,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      feeCents: sales.feeCents,
      netCents: sales.netCents,
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(users, eq(users.id, sales.vendorId))
    .where(filterOf(filter))
    .orderBy(...ORDER_BY[sort])
    .limit(cap);
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
    .limit(limit);
}

export interface DayFigures {
  /** YYYY-MM-DD in the marketplace's time zone. */
  day: string;
  sales: number;
  amountCents: number;
  earningsCents: number;
}

/**
 * Sales not cancelled per marketplace day for the last `days` days ending today, days without
 * sales included as zeros: one aggregate query. Earnings are the vendor's net, or the fees for
 * the marketplace (`vendorId` undefined), as in `earningsCents`.
 */
export async function salesByDay(db: Db, vendorId: string | undefined, days: number): Promise<DayFigures[]> {
  const today = sql`(now() at time zone ${MARKETPLACE_TIME_ZONE})::date`;
  const earned = vendorId ? sales.netCents : sales.feeCents;
  // Both drivers (node-postgres and PGlite) answer raw SQL with `rows`; the generic Db type does not say so.
  const result = (await db.execute(sql`
    with days as (
      select (${today} - offs)::date as day from generate_series(0, ${days - 1}::int) as offs
    ), figures as (
      select (${sales.createdAt} at time zone ${MARKETPLACE_TIME_ZONE})::date as day,
        count(*)::int as sales,
        sum(${sales.priceCents} + ${sales.shippingCents})::bigint as amount,
        sum(${earned})::bigint as earnings
      from ${sales}
      where ${sales.status} <> 'Cancel'
        and ${sales.createdAt} >= ((${today} - ${days - 1}::int)::timestamp at time zone ${MARKETPLACE_TIME_ZONE})
        ${vendorId ? sql`and ${sales.vendorId} = ${vendorId}` : sql``}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(figures.sales, 0)::int as sales,
      coalesce(figures.amount, 0)::text as amount,
      coalesce(figures.earnings, 0)::text as earnings
    from days left join figures on figures.day = days.day
    order by days.day`)) as unknown as { rows: { day: string; sales: number; amount: string; earnings: string }[] };
  return result.rows.map((row) => ({
    day: row.day,
    sales: Number(row.sales),
    amountCents: Number(row.amount),
    earningsCents: Number(row.earnings),
  }));
}

/** Of a vendor's sales that reached Shipped or Delivered, how many are Delivered. */
export async function deliveryCounts(db: Db, vendorId: string): Promise<{ shipped: number; delivered: number }> {
  const [row] = await db
    .select({
      shipped: count(),
      delivered: sql<number>`count(*) filter (where ${sales.status} = 'Delivered')::int`,
    })
    .from(sales)
    .where(and(eq(sales.vendorId, vendorId), inArray(sales.status, ['Shipped', 'Delivered'])));
  return { shipped: row?.shipped ?? 0, delivered: row?.delivered ?? 0 };
}

/** Image files among `files` that some sale line still shows. */
export async function imageFilesInSales(db: Db, files: string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ file: saleItems.imageFile })
    .from(saleItems)
    .where(inArray(saleItems.imageFile, files));
  return new Set(rows.flatMap((row) => (row.file ? [row.file] : [])));
}
