import type { ReturnStatus } from '@soko/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  orders,
  refunds,
  type SaleItem,
  type SaleReturn,
  saleItems,
  saleReturns,
  sales,
} from '../../db/schema/index.ts';
import { offsetOf } from '../../lib/pagination.ts';

const vendor = alias(accounts, 'return_vendor');
const opener = alias(accounts, 'return_opener');

export type NewSaleReturn = typeof saleReturns.$inferInsert;

export interface ReturnRow {
  ret: SaleReturn;
  orderId: string;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  vendorName: string;
  vendorEmail: string;
  vendorFirstName: string;
  opener: { id: string; firstName: string; lastName: string; displayName: string; role: number } | null;
  refund: { id: string; amountCents: number; shippingCents: number; createdAt: Date; key: string } | null;
}

function selectReturns(db: Db) {
  return db
    .select({
      ret: saleReturns,
      orderId: orders.id,
      orderNumber: orders.number,
      customerName: orders.customerName,
      customerEmail: orders.customerEmail,
      vendorName: vendor.displayName,
      vendorEmail: vendor.email,
      vendorFirstName: vendor.firstName,
      openerId: opener.id,
      openerFirstName: opener.firstName,
      openerLastName: opener.lastName,
      openerDisplayName: opener.displayName,
      openerRole: opener.role,
      refundId: refunds.id,
      refundAmountCents: refunds.amountCents,
      refundShippingCents: refunds.shippingCents,
      refundCreatedAt: refunds.createdAt,
      refundKey: refunds.idempotencyKey,
    })
    .from(saleReturns)
    .innerJoin(sales, eq(sales.id, saleReturns.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(vendor, eq(vendor.id, saleReturns.vendorId))
    .leftJoin(opener, eq(opener.id, saleReturns.openedBy))
    .leftJoin(refunds, eq(refunds.id, saleReturns.refundId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectReturns>['execute']>>[number];

function toRow(row: Selected): ReturnRow {
  return {
    ret: row.ret,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    vendorName: row.vendorName,
    vendorEmail: row.vendorEmail,
    vendorFirstName: row.vendorFirstName,
    opener:
      row.openerId === null ||
      row.openerFirstName === null ||
      row.openerLastName === null ||
      row.openerDisplayName === null ||
      row.openerRole === null
        ? null
        : {
            id: row.openerId,
            firstName: row.openerFirstName,
            lastName: row.openerLastName,
            displayName: row.openerDisplayName,
            role: row.openerRole,
          },
    refund:
      row.refundId === null ||
      row.refundAmountCents === null ||
      row.refundShippingCents === null ||
      row.refundCreatedAt === null ||
      row.refundKey === null
        ? null
        : {
            id: row.refundId,
            amountCents: row.refundAmountCents,
            shippingCents: row.refundShippingCents,
            createdAt: row.refundCreatedAt,
            key: row.refundKey,
          },
  };
}

export async function findReturnRows(db: Db, ids: string[]): Promise<ReturnRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectReturns(db).where(inArray(saleReturns.id, ids)).orderBy(asc(saleReturns.number));
  return rows.map(toRow);
}

export async function findReturnsByKey(db: Db, key: string): Promise<Pick<SaleReturn, 'id' | 'requestHash'>[]> {
  return db
    .select({ id: saleReturns.id, requestHash: saleReturns.requestHash })
    .from(saleReturns)
    .where(eq(saleReturns.idempotencyKey, key))
    .orderBy(asc(saleReturns.number));
}

export interface ReturnScope {
  /** One vendor's returns; undefined for staff (everyone's). */
  vendorId?: string | undefined;
  status?: ReturnStatus | undefined;
  saleId?: string | undefined;
  /** Through the order's sales (sales_order_idx), then each sale's returns (sale_returns_sale_idx). */
  orderId?: string | undefined;
}

function scopeWhere(scope: ReturnScope): SQL | undefined {
  return and(
    scope.vendorId ? eq(saleReturns.vendorId, scope.vendorId) : undefined,
    scope.status ? eq(saleReturns.status, scope.status) : undefined,
    scope.saleId ? eq(saleReturns.saleId, scope.saleId) : undefined,
    scope.orderId
      ? inArray(saleReturns.saleId, sql`(select ${sales.id} from ${sales} where ${sales.orderId} = ${scope.orderId})`)
      : undefined,
  );
}

/** A page of returns, newest first, along one of the sale_returns_*_created_idx indexes. */
export async function listReturnRows(
  db: Db,
  scope: ReturnScope,
  page: number,
  limit: number,
): Promise<{ rows: ReturnRow[]; total: number }> {
  const where = scopeWhere(scope);
  const [rows, [counted]] = await Promise.all([
    selectReturns(db)
      .where(where)
      .orderBy(desc(saleReturns.createdAt), desc(saleReturns.id))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ total: count() }).from(saleReturns).where(where),
  ]);
  return { rows: rows.map(toRow), total: counted?.total ?? 0 };
}

export async function countReturnsWaiting(db: Db, vendorId: string | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(saleReturns)
    .where(scopeWhere({ vendorId, status: 'requested' }));
  return row?.total ?? 0;
}

export async function lockReturn(db: Db, id: string, vendorId: string | undefined): Promise<SaleReturn | undefined> {
  const [row] = await db
    .select()
    .from(saleReturns)
    .where(and(eq(saleReturns.id, id), vendorId ? eq(saleReturns.vendorId, vendorId) : undefined))
    .for('update')
    .limit(1);
  return row;
}

export async function insertReturn(db: Db, values: NewSaleReturn): Promise<SaleReturn> {
  const [row] = await db.insert(saleReturns).values(values).returning();
  if (!row) throw new Error('return insert returned no row');
  return row;
}

export async function updateReturn(db: Db, id: string, values: Partial<NewSaleReturn>): Promise<void> {
  await db
    .update(saleReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(saleReturns.id, id));
}

/** The returns of a sale still under way: their items are spoken for. */
export function openReturnsOfSales(db: Db, saleIds: string[]) {
  return db
    .select({ saleId: saleReturns.saleId, items: saleReturns.items })
    .from(saleReturns)
    .where(
      and(inArray(saleReturns.saleId, saleIds), inArray(saleReturns.status, ['requested', 'approved', 'received'])),
    );
}

/** The items of an order named by a return request, with their sale (one query). */
export function orderItems(db: Db, orderId: string, itemIds: string[]) {
  return db
    .select({ item: saleItems, sale: { id: sales.id, status: sales.status, vendorId: sales.vendorId } })
    .from(saleItems)
    .innerJoin(sales, eq(sales.id, saleItems.saleId))
    .where(and(eq(sales.orderId, orderId), inArray(saleItems.id, itemIds)));
}

export async function itemsByIds(db: Db, ids: string[]): Promise<Map<string, SaleItem>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(saleItems).where(inArray(saleItems.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findOrderHead(db: Db, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, customerName: orders.customerName })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** Locks the sales a return names, in the id order the caller gives. */
export async function lockSalesForReturn(db: Db, saleIds: string[]): Promise<void> {
  if (saleIds.length === 0) return;
  await db.select({ id: sales.id }).from(sales).where(inArray(sales.id, saleIds)).orderBy(asc(sales.id)).for('update');
}

export async function findVendorContact(db: Db, vendorId: string) {
  const [row] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, displayName: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.id, vendorId))
    .limit(1);
  return row;
}

/**
 * Clears the free text of the sales' returns: the buyer's note and the reason a refusal gave them may
 * hold an address or a phone number. The reason chosen from the list, the items and the refund stay.
 */
export async function updateReturnFreeTextCleared(db: Db, saleIds: string[], at: Date): Promise<void> {
  if (saleIds.length === 0) return;
  await db
    .update(saleReturns)
    .set({ note: '', rejectionReason: '', updatedAt: at })
    .where(
      and(
        inArray(saleReturns.saleId, saleIds),
        or(sql`${saleReturns.note} <> ''`, sql`${saleReturns.rejectionReason} <> ''`),
      ),
    );
}
