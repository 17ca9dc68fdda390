/** Building a payout: the sales a vendor is owed for, locking them, and writing the payout and its lines. */
import { ROLE_VENDOR, type SaleStatus } from '@soko/shared';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  orders,
  type Payout,
  payoutLines,
  payouts,
  saleStatusHistory,
  sales,
} from '../../db/schema/index.ts';
import { listLimit, offsetOf } from '../../lib/pagination.ts';
import { type CentsTotals, sumOf } from './payouts.sql.ts';

export interface VendorRow {
  id: string;
  displayName: string;
  firstName: string;
  email: string;
  abn: string;
}

/** A vendor account (not staff) by id. */
export async function findVendor(db: Db, id: string): Promise<VendorRow | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      displayName: accounts.displayName,
      firstName: accounts.firstName,
      email: accounts.email,
      abn: accounts.abn,
    })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, ROLE_VENDOR)))
    .limit(1);
  return row;
}

// ---------- sales to remit ----------

/**
 * A vendor's delivered sales not yet in a payout; served by the partial index sales_remit_idx. The
 * status is written into the SQL, not bound: a named statement's generic plan cannot prove a partial
 * index's condition from a parameter, and would sort every delivered sale of the vendor instead.
 */
function remitWhere(vendorId: string): SQL {
  return and(eq(sales.vendorId, vendorId), sql`${sales.status} = 'Delivered'`, isNull(sales.payoutId)) as SQL;
}

/** When the sale became Delivered: its status history, else its last change (Delivered is final). */
const deliveredAt =
  sql<Date>`coalesce((select max(${saleStatusHistory.createdAt}) from ${saleStatusHistory} where ${saleStatusHistory.saleId} = ${sales.id} and ${saleStatusHistory.toStatus} = 'Delivered'), ${sales.updatedAt})`.mapWith(
    sales.updatedAt,
  );

export interface RemitRow {
  id: string;
  orderNumber: number;
  customerName: string;
  deliveredAt: Date;
  priceCents: number;
  shippingCents: number;
  /** Refunded before the payout: the subtotal it pays is what the buyer kept. */
  refundedCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

export async function listRemit(
  db: Db,
  vendorId: string,
  page: number,
  limit: number,
): Promise<{ rows: RemitRow[]; totals: CentsTotals }> {
  const where = remitWhere(vendorId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: sales.id,
        orderNumber: orders.number,
        customerName: orders.customerName,
        deliveredAt,
        priceCents: sales.priceCents,
        shippingCents: sales.shippingCents,
        refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
        feeCents: sales.feeCents,
        feeGstCents: sales.feeGstCents,
        netCents: sales.netCents,
      })
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .where(where)
      .orderBy(asc(sales.createdAt), asc(sales.id))
      .limit(listLimit(limit, true))
      .offset(offsetOf(page, limit)),
    db
      .select({
        count: count(),
        subtotalCents: sumOf(
          sql`${sales.priceCents} + ${sales.shippingCents} - ${sales.refundedCents} - ${sales.refundedShippingCents}`,
        ),
        feeCents: sumOf(sales.feeCents),
        feeGstCents: sumOf(sales.feeGstCents),
        netCents: sumOf(sales.netCents),
      })
      .from(sales)
      .where(where),
  ]);
  return { rows, totals: totals ?? { count: 0, subtotalCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0 } };
}

/** The amounts of the first `max` sales to remit, in list order: what "select all" selects. */
export function remitAmounts(db: Db, vendorId: string, max: number) {
  return db
    .select({
      id: sales.id,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
      feeCents: sales.feeCents,
      feeGstCents: sales.feeGstCents,
      netCents: sales.netCents,
    })
    .from(sales)
    .where(remitWhere(vendorId))
    .orderBy(asc(sales.createdAt), asc(sales.id))
    .limit(max);
}

// ---------- creating a payout ----------

export interface LockedSale {
  id: string;
  vendorId: string;
  status: SaleStatus;
  orderNumber: number;
  priceCents: number;
  shippingCents: number;
  refundedCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

/**
 * Locks these sales for the rest of the transaction, in id order so that two payouts sharing
 * sales cannot deadlock. A status change or another payout of them waits until this one ends.
 */
export function lockSales(db: Db, ids: string[]): Promise<LockedSale[]> {
  return db
    .select({
      id: sales.id,
      vendorId: sales.vendorId,
      status: sales.status,
      orderNumber: orders.number,
      priceCents: sales.priceCents,
      shippingCents: sales.shippingCents,
      refundedCents: sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents}`.mapWith(Number),
      feeCents: sales.feeCents,
      feeGstCents: sales.feeGstCents,
      netCents: sales.netCents,
    })
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .where(inArray(sales.id, ids))
    .orderBy(asc(sales.id))
    .for('update', { of: sales });
}

/**
 * Which of these sales are already in a payout. Run after lockSales, as its own statement, so that
 * it sees a payout committed while this transaction waited for the locks.
 */
export async function paidSaleIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ saleId: payoutLines.saleId })
    .from(payoutLines)
    .where(inArray(payoutLines.saleId, ids));
  return new Set(rows.map((row) => row.saleId));
}

export async function findPayoutByKey(db: Db, key: string): Promise<Pick<Payout, 'id' | 'requestHash'> | undefined> {
  const [row] = await db
    .select({ id: payouts.id, requestHash: payouts.requestHash })
    .from(payouts)
    .where(eq(payouts.idempotencyKey, key))
    .limit(1);
  return row;
}

export async function insertPayout(db: Db, values: typeof payouts.$inferInsert): Promise<Payout> {
  const [row] = await db.insert(payouts).values(values).returning();
  if (!row) throw new Error('insert returned no payout');
  return row;
}

/** The payout's lines; a trigger notes the payout on each sale (what lists and the kept totals read). */
export async function insertPayoutLines(db: Db, values: (typeof payoutLines.$inferInsert)[]): Promise<void> {
  await db.insert(payoutLines).values(values);
}
