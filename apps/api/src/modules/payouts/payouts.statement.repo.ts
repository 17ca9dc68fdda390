/** The vendor's statement: every sale with its payout state, by page, in export batches, and its totals. */
import { type SalePayoutState, type SaleStatus, salePayoutStateOf } from '@soko/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, payouts, sales } from '../../db/schema/index.ts';
import { keysetBatches } from '../../lib/csv-stream.ts';
import { dayRange } from '../../lib/marketplace-days.ts';
import { fixedLimit, listLimit, offsetOf } from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { notesOfSaleText } from '../invoices/index.ts';
import { adjustedGrossOfSale, type StatementScope } from '../ledger/index.ts';
import { lineFeesOfSaleText } from '../sales/index.ts';
import { type CentsTotals, dayOf, vendor } from './payouts.sql.ts';

export type { StatementScope };

// ---------- the vendor's statement ----------

/**
 * The sales of one payout state, from the sale row alone (payout and paid_out are copied onto it),
 * written into the SQL, not bound, so that a generic plan can use the partial indexes
 * sales_statement_unpaid_idx, sales_statement_in_payout_idx and sales_statement_paid_idx.
 */
function payoutStateWhere(state: SalePayoutState | undefined): SQL {
  switch (state) {
    case undefined:
      return sql`${sales.status} <> 'Cancel'`;
    case 'not_delivered':
      return sql`${sales.payoutId} is null and ${sales.status} <> 'Cancel' and ${sales.status} <> 'Delivered'`;
    case 'awaiting_payout':
      return sql`${sales.payoutId} is null and ${sales.status} <> 'Cancel' and ${sales.status} = 'Delivered'`;
    // A sale in a payout was delivered, never cancelled: these read their index alone.
    case 'in_payout':
      return sql`${sales.payoutId} is not null and not ${sales.paidOut}`;
    case 'paid_out':
      return sql`${sales.paidOut}`;
  }
}

function statementWhere(scope: StatementScope): SQL | undefined {
  return and(
    payoutStateWhere(scope.state),
    scope.vendorId ? eq(sales.vendorId, scope.vendorId) : undefined,
    dayRange(sales.createdAt, scope.from, scope.to),
  );
}

export interface StatementRow {
  saleId: string;
  orderNumber: number;
  customerName: string;
  createdAt: Date;
  status: SaleStatus;
  priceCents: number;
  shippingCents: number;
  feeCents: number;
  feeGstCents: number;
  netCents: number;
  refundedCents: number;
  vendorId: string;
  vendorName: string;
  payoutId: string | null;
  payoutNumber: number | null;
  payoutPaidAt: string | null;
  paidOut: boolean;
}

/** The statement holds no cancelled sale, so every row is in one of the four states. */
export function statementRowState(row: StatementRow): SalePayoutState {
  return salePayoutStateOf(row.status, row.payoutId === null ? null : { paid: row.paidOut }) ?? 'not_delivered';
}

const statementColumns = {
  saleId: sales.id,
  orderNumber: orders.number,
  customerName: orders.customerName,
  createdAt: sales.createdAt,
  status: sales.status,
  priceCents: sales.priceCents,
  shippingCents: sales.shippingCents,
  feeCents: sales.feeCents,
  feeGstCents: sales.feeGstCents,
  netCents: sales.netCents,
  // Refunded before the payout: a refund after it is its own line (the adjustment), so each line's
  // subtotal - refunded = fee + net and the columns add up to the totals. Only a sale in a payout
  // can have adjustments, read by payout_adjustments_sale_idx.
  refundedCents:
    sql<number>`${sales.refundedCents} + ${sales.refundedShippingCents} + case when ${sales.payoutId} is null then 0
    else ${adjustedGrossOfSale(sales.id)} end`.mapWith(Number),
  vendorId: sales.vendorId,
  vendorName: vendor.displayName,
  payoutId: payouts.id,
  payoutNumber: payouts.number,
  payoutPaidAt: payouts.paidAt,
  paidOut: sales.paidOut,
};

function selectStatement(db: Db) {
  return db
    .select(statementColumns)
    .from(sales)
    .innerJoin(orders, eq(orders.id, sales.orderId))
    .innerJoin(vendor, eq(vendor.id, sales.vendorId))
    .leftJoin(payouts, eq(payouts.id, sales.payoutId));
}

/** Newest sale first; the id breaks ties between sales of one instant. */
const STATEMENT_NEWEST_FIRST = [desc(sales.createdAt), desc(sales.id)];

/**
 * A page of the statement. The page's sales are picked from the sale rows alone and only then joined
 * to their orders, vendors and payouts: a deep page skips index entries, not thousands of joined
 * rows. Without days, at a screen's page size, the statement is built once per payout state, vendor
 * or not and size, and prepared.
 */
export async function listStatement(
  db: Db,
  scope: StatementScope,
  paging: { page: number; limit: number },
): Promise<StatementRow[]> {
  const offset = offsetOf(paging.page, paging.limit);
  const rows = fixedLimit(paging.limit);
  if (!scope.from && !scope.to && rows !== undefined) {
    const byVendor = Boolean(scope.vendorId);
    const later = paging.page > 1;
    const shape = `${scope.state ?? 'all'}|${byVendor}|${later}|${paging.limit}`;
    const statement = statementPageStatement(db, shape, () =>
      prepareStatementPage(db, scope.state, byVendor, later, rows),
    );
    return statement.execute({ vendorId: scope.vendorId, offset });
  }
  const page = db
    .select({ id: sales.id })
    .from(sales)
    .where(statementWhere(scope))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .limit(listLimit(paging.limit, !scope.from && !scope.to))
    .offset(offset);
  return selectStatement(db)
    .where(inArray(sales.id, page))
    .orderBy(...STATEMENT_NEWEST_FIRST);
}

/** The first page has no offset at all: a generic plan for "offset $1" guesses it deep and walks differently. */
function prepareStatementPage(
  db: Db,
  state: SalePayoutState | undefined,
  byVendor: boolean,
  later: boolean,
  rows: SQL,
) {
  const ids = db
    .select({ id: sales.id })
    .from(sales)
    .where(and(payoutStateWhere(state), byVendor ? eq(sales.vendorId, sql.placeholder('vendorId')) : undefined))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .limit(rows as unknown as number);
  const page = later ? ids.offset(sql.placeholder('offset')) : ids;
  return selectStatement(db)
    .where(inArray(sales.id, page))
    .orderBy(...STATEMENT_NEWEST_FIRST)
    .prepare('');
}

const statementPageStatement = preparedByShape<ReturnType<typeof prepareStatementPage>>();

export interface StatementExportRow extends StatementRow {
  /** The day of the sale, in the marketplace's time zone. */
  day: string;
  /** The sale's adjustment notes, both kinds, as text. */
  adjustmentNotes: string;
  /** Each line's fee and the rule that set it, as text. */
  lineFees: string;
}

/** Every sale of the statement, newest first, a batch at a time (the CSV statement; see keysetBatches). */
export function statementBatches(
  db: Db,
  scope: StatementScope,
  batchSize?: number,
): AsyncGenerator<StatementExportRow[]> {
  const where = statementWhere(scope);
  const readBatch = (after: { createdAt: string; id: string } | undefined, limit: number) =>
    db
      .select({
        ...statementColumns,
        day: dayOf(sales.createdAt),
        adjustmentNotes: notesOfSaleText(sales.id),
        lineFees: lineFeesOfSaleText(sales.id),
        cursor: { createdAt: sql<string>`${sales.createdAt}::text`, id: sales.id },
      })
      .from(sales)
      .innerJoin(orders, eq(orders.id, sales.orderId))
      .innerJoin(vendor, eq(vendor.id, sales.vendorId))
      .leftJoin(payouts, eq(payouts.id, sales.payoutId))
      .where(
        and(
          where,
          after
            ? sql`(${sales.createdAt}, ${sales.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(...STATEMENT_NEWEST_FIRST)
      .limit(limit);
  return keysetBatches(readBatch, (row) => row.cursor, batchSize);
}

export interface StatementCentsTotals extends CentsTotals {
  refundedCents: number;
  notDeliveredNetCents: number;
  awaitingPayoutNetCents: number;
  inPayoutNetCents: number;
  paidOutNetCents: number;
}
