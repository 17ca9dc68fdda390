/** One sale and the sales of orders: the row with its order and vendor, lines, history, payout, locks and writes. */
import { isTrackingCarrier, type SaleStatus, type TrackingCarrier } from '@soko/shared';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
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
} from '../../db/schema/index.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';

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

export interface HistoryRow {
  fromStatus: SaleStatus | null;
  toStatus: SaleStatus;
  trackingNumber: string;
  createdAt: Date;
  actor: { id: string; firstName: string; lastName: string; displayName: string; role: number } | null;
}

export const rowColumns = {
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
    id: accounts.id,
    displayName: accounts.displayName,
    email: accounts.email,
    firstName: accounts.firstName,
    abn: accounts.abn,
    gstRegistered: accounts.gstRegistered,
    gstRegisteredFrom: accounts.gstRegisteredFrom,
  },
};

/**
 * A sale's lines as one JSON array, in the order they were bought, with what the list shows of each
 * (`SaleItemShown`): a page of sales comes with its lines in the same round trip.
 */
export const itemsJson = sql<SaleItemShown[]>`coalesce((
  select json_agg(json_build_object(
    'id', ${saleItems.id}, 'productId', ${saleItems.productId}, 'variantLabel', ${saleItems.variantLabel},
    'name', ${saleItems.name}, 'imageFile', ${saleItems.imageFile}, 'qty', ${saleItems.qty},
    'priceCents', ${saleItems.priceCents}, 'gstFree', ${saleItems.gstFree}
  ) order by ${saleItems.position})
  from ${saleItems} where ${saleItems.saleId} = ${sales.id}
), '[]'::json)`;

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
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(
      and(eq(sales.id, sql.placeholder('id')), byVendor ? eq(sales.vendorId, sql.placeholder('vendorId')) : undefined),
    )
    .limit(1)
    .prepare('');
}

const findSaleStatement = preparedByShape<ReturnType<typeof prepareFindSale>>();

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
      vendor: { id: accounts.id, displayName: accounts.displayName },
      items: itemsJson,
    })
    .from(sales)
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(isAnyOf(sales.orderId, 'orderIds'))
    .orderBy(asc(accounts.displayName), asc(sales.id))
    .prepare('');
}

/**
 * The sales of some orders with their vendors and lines, for the order list and pages: one prepared
 * statement whatever the number of orders (an array, not a list of parameters).
 */
export async function selectSalesWithItemsOfOrders(db: Db, orderIds: string[]): Promise<OrderSaleRow[]> {
  if (orderIds.length === 0) return [];
  return orderSalesStatement(db, 'any', () => prepareOrderSales(db)).execute({ orderIds });
}

/** The sales of some orders with their vendor, for the order pages. */
export async function selectSalesOfOrders(db: Db, orderIds: string[]): Promise<SaleRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select(rowColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(accounts, eq(accounts.id, sales.vendorId))
    .where(inArray(sales.orderId, orderIds))
    .orderBy(asc(accounts.displayName), asc(sales.id));
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
export async function selectItemsOfSales(db: Db, saleIds: string[]): Promise<Map<string, SaleItem[]>> {
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
      actorId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      displayName: accounts.displayName,
      role: accounts.role,
    })
    .from(saleStatusHistory)
    .leftJoin(accounts, eq(accounts.id, saleStatusHistory.actorId))
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

export async function insertStatusChangeRows(db: Db, changes: NewStatusChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(saleStatusHistory)
    .values(changes.map((change) => ({ ...change, actorId: actorIdOf(change.actorId) })));
}

/** The ids of the orders' sales (through sales_order_idx). */
export async function selectSaleIdsOfOrders(db: Db, orderIds: string[]): Promise<string[]> {
  const rows = await db.select({ id: sales.id }).from(sales).where(inArray(sales.orderId, orderIds));
  return rows.map((row) => row.id);
}
