import type { SalePayoutState } from '@soko/shared';
import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  issuedDocuments,
  orders,
  payoutAdjustments,
  payouts,
  refunds,
  sales,
} from '../../db/schema/index.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

/**
 * The ledger owns payout adjustments: what refunds after a payout took back (migration 0015).
 * Refunds (the sales module) write them and payouts carry, deduct and report them, both through
 * this module's face. They are few next to
 * sales (one per refund of a sale already paid out), and each read here goes through an index on
 * the vendor, the payout or the sale's date.
 */

const vendor = alias(accounts, 'adjustment_vendor');

export type NewPayoutAdjustment = typeof payoutAdjustments.$inferInsert;

/** Which vendor and dates a statement covers, and which payout state its lines are in. */
export interface StatementScope {
  vendorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  state?: SalePayoutState | undefined;
}

export async function insertAdjustmentRow(db: Db, values: NewPayoutAdjustment): Promise<void> {
  await db.insert(payoutAdjustments).values(values);
}

/** What refunds after its payout have already taken from a sale (each negative, summed). */
export async function selectAdjustmentsOfSale(
  db: Db,
  saleId: string,
): Promise<{ feeCents: number; feeGstCents: number; netCents: number }> {
  const [row] = await adjustmentsOfSaleStatement(db, 'sale', () => prepareAdjustmentsOfSale(db)).execute({ saleId });
  return row ?? { feeCents: 0, feeGstCents: 0, netCents: 0 };
}

function prepareAdjustmentsOfSale(db: Db) {
  return db
    .select({
      feeCents: sql<number>`coalesce(sum(${payoutAdjustments.feeCents}), 0)`.mapWith(Number),
      feeGstCents: sql<number>`coalesce(sum(${payoutAdjustments.feeGstCents}), 0)`.mapWith(Number),
      netCents: sql<number>`coalesce(sum(${payoutAdjustments.netCents}), 0)`.mapWith(Number),
    })
    .from(payoutAdjustments)
    .where(eq(payoutAdjustments.saleId, sql.placeholder('saleId')))
    .prepare('');
}

const adjustmentsOfSaleStatement = preparedByShape<ReturnType<typeof prepareAdjustmentsOfSale>>();

export interface AdjustmentRow {
  id: string;
  saleId: string;
  refundId: string;
  orderNumber: number;
  customerName: string;
  vendorId: string;
  vendorName: string;
  reason: (typeof refunds.$inferSelect)['reason'];
  saleCreatedAt: Date;
  grossCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  payoutId: string | null;
  payoutNumber: number | null;
  payoutPaidAt: string | null;
  /** The marketplace's adjustment note for the fee given back, when there is one. */
  feeNoteId: string | null;
  feeNoteNumber: string | null;
  feeNoteDate: string | null;
  createdAt: Date;
}

const adjustmentColumns = {
  id: payoutAdjustments.id,
  saleId: payoutAdjustments.saleId,
  refundId: payoutAdjustments.refundId,
  orderNumber: orders.number,
  customerName: orders.customerName,
  vendorId: payoutAdjustments.vendorId,
  vendorName: vendor.displayName,
  reason: refunds.reason,
  saleCreatedAt: payoutAdjustments.saleCreatedAt,
  grossCents: payoutAdjustments.grossCents,
  feeCents: payoutAdjustments.feeCents,
  feeGstCents: payoutAdjustments.feeGstCents,
  netCents: payoutAdjustments.netCents,
  payoutId: payouts.id,
  payoutNumber: payouts.number,
  payoutPaidAt: payouts.paidAt,
  feeNoteId: issuedDocuments.id,
  feeNoteNumber: issuedDocuments.number,
  feeNoteDate: issuedDocuments.issuedOn,
  createdAt: payoutAdjustments.createdAt,
};

/** The fee note a refund issued (issued_documents_refund_note_key): read here, written by the invoices module. */
const feeNoteOfAdjustment = and(
  eq(issuedDocuments.refundId, payoutAdjustments.refundId),
  sql`${issuedDocuments.series} = 'fee' and ${issuedDocuments.kind} = 'adjustment_note'`,
);

function selectAdjustments(db: Db) {
  return db
    .select(adjustmentColumns)
    .from(payoutAdjustments)
    .innerJoin(refunds, eq(refunds.id, payoutAdjustments.refundId))
    .innerJoin(sales, eq(sales.id, payoutAdjustments.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(vendor, eq(vendor.id, payoutAdjustments.vendorId))
    .leftJoin(payouts, eq(payouts.id, payoutAdjustments.payoutId))
    .leftJoin(issuedDocuments, feeNoteOfAdjustment);
}

export interface AdjustmentSums {
  count: number;
  grossCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
}

const sums = {
  count: sql<number>`count(*)`.mapWith(Number),
  grossCents: sql<number>`coalesce(sum(${payoutAdjustments.grossCents}), 0)`.mapWith(Number),
  feeCents: sql<number>`coalesce(sum(${payoutAdjustments.feeCents}), 0)`.mapWith(Number),
  feeGstCents: sql<number>`coalesce(sum(${payoutAdjustments.feeGstCents}), 0)`.mapWith(Number),
  netCents: sql<number>`coalesce(sum(${payoutAdjustments.netCents}), 0)`.mapWith(Number),
};
const noSums: AdjustmentSums = { count: 0, grossCents: 0, feeCents: 0, feeGstCents: 0, netCents: 0 };

const carriedOf = (vendorId: string) =>
  and(eq(payoutAdjustments.vendorId, vendorId), isNull(payoutAdjustments.payoutId));

/** What a vendor's next payout deducts: the adjustments no payout holds yet (payout_adjustments_carried_idx). */
export async function selectCarriedSums(db: Db, vendorId: string): Promise<AdjustmentSums> {
  const [row] = await db.select(sums).from(payoutAdjustments).where(carriedOf(vendorId));
  return row ?? noSums;
}

export function selectCarriedAdjustments(db: Db, vendorId: string, limit: number): Promise<AdjustmentRow[]> {
  return selectAdjustments(db)
    .where(carriedOf(vendorId))
    .orderBy(asc(payoutAdjustments.createdAt), asc(payoutAdjustments.id))
    .limit(limit);
}

/** Locks the vendor's carried adjustments for a payout being made, so that two payouts never deduct one twice. */
export function selectCarriedAdjustmentsForUpdate(db: Db, vendorId: string) {
  return db
    .select({
      id: payoutAdjustments.id,
      grossCents: payoutAdjustments.grossCents,
      feeCents: payoutAdjustments.feeCents,
      feeGstCents: payoutAdjustments.feeGstCents,
      netCents: payoutAdjustments.netCents,
    })
    .from(payoutAdjustments)
    .where(carriedOf(vendorId))
    .orderBy(asc(payoutAdjustments.id))
    .for('update');
}

export async function updateAdjustmentsPayout(db: Db, ids: string[], payoutId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(payoutAdjustments).set({ payoutId }).where(inArray(payoutAdjustments.id, ids));
}

export function selectAdjustmentsOfPayout(db: Db, payoutId: string): Promise<AdjustmentRow[]> {
  return adjustmentsOfPayoutStatement(db, 'payout', () => prepareAdjustmentsOfPayout(db)).execute({ payoutId });
}

function prepareAdjustmentsOfPayout(db: Db) {
  return selectAdjustments(db)
    .where(eq(payoutAdjustments.payoutId, sql.placeholder('payoutId')))
    .orderBy(asc(payoutAdjustments.createdAt), asc(payoutAdjustments.id))
    .prepare('');
}

const adjustmentsOfPayoutStatement = preparedByShape<ReturnType<typeof prepareAdjustmentsOfPayout>>();

function adjustmentStateWhere(state: SalePayoutState | undefined): SQL | undefined {
  switch (state) {
    case undefined:
      return undefined;
    case 'not_delivered':
      return sql`false`;
    case 'awaiting_payout':
      return isNull(payoutAdjustments.payoutId);
    case 'in_payout':
      return sql`${payoutAdjustments.payoutId} is not null and not ${payoutAdjustments.paidOut}`;
    case 'paid_out':
      return sql`${payoutAdjustments.paidOut}`;
  }
}

/** A statement's adjustments: its vendor, days (of the sale, like the sales) and state. */
function statementAdjustmentWhere(
  scope: Omit<StatementScope, 'vendorId'> & { vendorId?: string | Placeholder | undefined },
): SQL | undefined {
  return and(
    scope.vendorId ? eq(payoutAdjustments.vendorId, scope.vendorId) : undefined,
    dayRange(payoutAdjustments.saleCreatedAt, scope.from, scope.to),
    adjustmentStateWhere(scope.state),
  );
}

/**
 * The newest adjustments of a statement (at most `limit`), with how many there are in all, their net
 * and the part no payout holds yet: one query, the totals being window sums over every match.
 */
export async function selectStatementAdjustments(
  db: Db,
  scope: StatementScope,
  limit: number,
): Promise<{ rows: AdjustmentRow[]; total: number; netCents: number; carriedNetCents: number }> {
  // Without days the statement is built once per payout state, vendor or not and count, and prepared.
  const found =
    scope.from || scope.to
      ? await adjustmentsQuery(db, statementAdjustmentWhere(scope), limit)
      : await adjustmentsStatement(db, `${scope.state ?? 'all'}|${Boolean(scope.vendorId)}|${limit}`, () =>
          adjustmentsQuery(
            db,
            statementAdjustmentWhere({ ...scope, vendorId: scope.vendorId ? sql.placeholder('vendorId') : undefined }),
            limit,
          ).prepare(''),
        ).execute({ vendorId: scope.vendorId });
  const first = found[0];
  return {
    rows: found.map(({ total: _total, allNetCents: _net, carriedNetCents: _carried, ...row }) => row),
    total: first?.total ?? 0,
    netCents: first?.allNetCents ?? 0,
    carriedNetCents: first?.carriedNetCents ?? 0,
  };
}

/** The newest adjustments matching `where`, with the window totals over every match. */
function adjustmentsQuery(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select({
      ...adjustmentColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      allNetCents: sql<number>`sum(${payoutAdjustments.netCents}) over ()`.mapWith(Number),
      carriedNetCents:
        sql<number>`coalesce(sum(${payoutAdjustments.netCents}) filter (where ${payoutAdjustments.payoutId} is null) over (), 0)`.mapWith(
          Number,
        ),
    })
    .from(payoutAdjustments)
    .innerJoin(refunds, eq(refunds.id, payoutAdjustments.refundId))
    .innerJoin(sales, eq(sales.id, payoutAdjustments.saleId))
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(vendor, eq(vendor.id, payoutAdjustments.vendorId))
    .leftJoin(payouts, eq(payouts.id, payoutAdjustments.payoutId))
    .leftJoin(issuedDocuments, feeNoteOfAdjustment)
    .where(where)
    .orderBy(desc(payoutAdjustments.saleCreatedAt), desc(payoutAdjustments.id))
    .limit(limit);
}

const adjustmentsStatement = preparedByShape<ReturnType<ReturnType<typeof adjustmentsQuery>['prepare']>>();

/** Every adjustment of a statement, newest sale first, a batch at a time (the CSV statement). */
export function selectStatementAdjustmentBatches(
  db: Db,
  scope: StatementScope,
  batchSize?: number,
): AsyncGenerator<(AdjustmentRow & { cursor: { createdAt: string; id: string } })[]> {
  const where = statementAdjustmentWhere(scope);
  const readBatch = (after: { createdAt: string; id: string } | undefined, limit: number) =>
    db
      .select({
        ...adjustmentColumns,
        cursor: { createdAt: sql<string>`${payoutAdjustments.saleCreatedAt}::text`, id: payoutAdjustments.id },
      })
      .from(payoutAdjustments)
      .innerJoin(refunds, eq(refunds.id, payoutAdjustments.refundId))
      .innerJoin(sales, eq(sales.id, payoutAdjustments.saleId))
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .innerJoin(vendor, eq(vendor.id, payoutAdjustments.vendorId))
      .leftJoin(payouts, eq(payouts.id, payoutAdjustments.payoutId))
      .leftJoin(issuedDocuments, feeNoteOfAdjustment)
      .where(
        and(
          where,
          after
            ? sql`(${payoutAdjustments.saleCreatedAt}, ${payoutAdjustments.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(payoutAdjustments.saleCreatedAt), desc(payoutAdjustments.id))
      .limit(limit);
  return keysetBatches(readBatch, (row) => row.cursor, batchSize);
}
