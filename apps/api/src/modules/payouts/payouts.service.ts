import type { Readable } from 'node:stream';
import {
  centsToDollars,
  isStaffRole,
  OWED_VENDORS_MAX,
  type OwedVendorsDto,
  PAYOUT_TEXT,
  type PayoutAdjustmentDto,
  type PayoutDetailDto,
  type PayoutDto,
  type PayoutListDto,
  type PayoutStatus,
  type SalePayoutState,
  STATEMENT_ADJUSTMENTS_SHOWN,
  type StatementDto,
  type StatementLineDto,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { assertPageDepth, pagePosition } from '../../lib/pagination.ts';
import { bankProblemOf } from '../bank-accounts/index.ts';
import {
  type AdjustmentRow,
  adjustmentsOfPayout,
  type StatementScope,
  statementAdjustmentBatches,
  statementAdjustments,
} from '../ledger/index.ts';
import { saleTotals, vendorsOwedList } from '../sales/index.ts';
import { payoutsCsv, statementCsv } from './payouts.csv.ts';
import {
  findPayout,
  listPayouts,
  PAYOUT_KEYSET,
  PAYOUT_SORT,
  type PayoutRow,
  type PayoutScope,
  payoutBatches,
  payoutLinesOf,
  payoutTotals,
} from './payouts.list.repo.ts';
import {
  listStatement,
  type StatementCentsTotals,
  type StatementRow,
  statementBatches,
  statementRowState,
} from './payouts.statement.repo.ts';

const isStaff = (user: User) => isStaffRole(user.role);
const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
export const vendorNotFound = () => new AppError(404, PAYOUT_TEXT.vendorNotFound);
export const payoutNotFound = () => notFound(PAYOUT_TEXT.payoutNotFound);

function toPayoutDto({ payout, ...row }: PayoutRow): PayoutDto {
  return {
    _id: payout.id,
    number: payout.number,
    vendor: { _id: payout.vendorId, displayName: row.vendorName },
    gross: centsToDollars(payout.grossCents),
    fee: centsToDollars(payout.feeCents),
    feeGst: centsToDollars(payout.feeGstCents),
    net: centsToDollars(payout.netCents),
    saleCount: payout.saleCount,
    adjustmentCount: payout.adjustmentCount,
    adjustmentNet: centsToDollars(payout.adjustmentNetCents),
    createdBy: payout.createdBy
      ? { _id: payout.createdBy, name: personName(row.creatorFirstName, row.creatorLastName) }
      : null,
    bankReference: payout.bankReference,
    paidAt: payout.paidAt,
    markedPaidBy: payout.markedPaidBy
      ? { _id: payout.markedPaidBy, name: personName(row.markerFirstName, row.markerLastName) }
      : null,
    createdAt: payout.createdAt.toISOString(),
    status: payout.paidAt ? 'Paid' : 'Pending',
    sentToBankAt: payout.sentToBankAt?.toISOString() ?? null,
    bankProblem: payout.paidAt
      ? null
      : bankProblemOf(
          { onFile: row.bankAccountOnFile, holdUntil: row.bankHoldUntil, updatedAt: row.bankChangedAt },
          payout.sentToBankAt,
          new Date(),
        ),
  };
}

export function toAdjustmentDto(row: AdjustmentRow): PayoutAdjustmentDto {
  return {
    feeNote:
      row.feeNoteId === null || row.feeNoteNumber === null || row.feeNoteDate === null
        ? null
        : { _id: row.feeNoteId, number: row.feeNoteNumber, date: row.feeNoteDate },
    _id: row.id,
    saleId: row.saleId,
    orderNumber: row.orderNumber,
    gross: centsToDollars(row.grossCents),
    fee: centsToDollars(row.feeCents),
    feeGst: centsToDollars(row.feeGstCents),
    net: centsToDollars(row.netCents),
    reason: row.reason,
    vendor: { _id: row.vendorId, displayName: row.vendorName },
    payout:
      row.payoutId === null || row.payoutNumber === null
        ? null
        : { _id: row.payoutId, number: row.payoutNumber, paidAt: row.payoutPaidAt },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A vendor sees their own payouts only: anything else is "not found", never "forbidden". */
function vendorScopeOf(user: User, requestedVendorId: string | undefined): string | undefined {
  return isStaff(user) ? requestedVendorId : user.id;
}

// ---------- reading payouts ----------

export async function payoutDetail(deps: Pick<AppDeps, 'db'>, id: string, vendorId?: string): Promise<PayoutDetailDto> {
  const { db } = deps;
  const row = await findPayout(db, id, vendorId);
  if (!row) throw payoutNotFound();
  const [lines, adjustments] = await Promise.all([payoutLinesOf(db, id), adjustmentsOfPayout(db, id)]);
  return {
    ...toPayoutDto(row),
    adjustments: adjustments.map(toAdjustmentDto),
    sales: lines.map((line) => ({
      saleId: line.saleId,
      orderNumber: line.orderNumber,
      customer: line.customerName,
      date: line.saleCreatedAt.toISOString(),
      subtotal: centsToDollars(line.subtotalCents),
      fee: centsToDollars(line.feeCents),
      feeGst: centsToDollars(line.feeGstCents),
      net: centsToDollars(line.netCents),
      status: line.status,
    })),
  };
}

export function readPayout(deps: Pick<AppDeps, 'db'>, user: User, id: string): Promise<PayoutDetailDto> {
  return payoutDetail(deps, id, isStaff(user) ? undefined : user.id);
}

export interface PayoutFilterInput {
  vendorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: PayoutStatus | undefined;
}

export function payoutScopeOf(user: User, filter: PayoutFilterInput): PayoutScope {
  return { ...filter, vendorId: vendorScopeOf(user, filter.vendorId) };
}

export async function listPayoutsFor(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  filter: PayoutFilterInput,
  paging: { page: number; limit: number; cursor?: string | undefined },
): Promise<PayoutListDto> {
  const { db } = deps;
  const scope = payoutScopeOf(user, filter);
  const position = pagePosition(paging, PAYOUT_SORT, PAYOUT_KEYSET);
  const [{ rows, nextCursor }, totals] = await Promise.all([
    listPayouts(db, scope, position, paging.limit),
    payoutTotals(db, scope),
  ]);
  return {
    items: rows.map(toPayoutDto),
    // Exact: a vendor's few dozen payouts are counted, the marketplace's read from the kept day figures.
    total: totals.total,
    totalCapped: false,
    page: paging.page,
    limit: paging.limit,
    nextCursor,
    totals: {
      gross: centsToDollars(totals.grossCents),
      fee: centsToDollars(totals.feeCents),
      feeGst: centsToDollars(totals.feeGstCents),
      net: centsToDollars(totals.netCents),
      count: totals.saleCount,
      paidCount: totals.paidSaleCount,
    },
  };
}

/** `GET /api/transfer/export`: every payout in scope as CSV, streamed from the database a batch at a time. */
export function exportPayouts(deps: Pick<AppDeps, 'db'>, user: User, filter: PayoutFilterInput): Readable {
  return payoutsCsv(payoutBatches(deps.db, payoutScopeOf(user, filter)));
}

// ---------- the statement ----------

export interface StatementFilterInput {
  vendorId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  state?: SalePayoutState | undefined;
}

export function statementScopeOf(user: User, filter: StatementFilterInput): StatementScope {
  return { ...filter, vendorId: vendorScopeOf(user, filter.vendorId) };
}

function toStatementLine(row: StatementRow): StatementLineDto {
  return {
    saleId: row.saleId,
    orderNumber: row.orderNumber,
    customer: row.customerName,
    date: row.createdAt.toISOString(),
    status: row.status,
    price: centsToDollars(row.priceCents),
    shippingFee: centsToDollars(row.shippingCents),
    subtotal: centsToDollars(row.priceCents + row.shippingCents),
    fee: centsToDollars(row.feeCents),
    feeGst: centsToDollars(row.feeGstCents),
    net: centsToDollars(row.netCents),
    refunded: centsToDollars(row.refundedCents),
    vendor: { _id: row.vendorId, displayName: row.vendorName },
    payout:
      row.payoutId === null || row.payoutNumber === null
        ? null
        : { _id: row.payoutId, number: row.payoutNumber, paidAt: row.payoutPaidAt },
    state: statementRowState(row),
  };
}

/** The statement's totals from the kept day figures (cancelled sales earn nothing). */
async function statementTotalsOf(db: Db, scope: StatementScope): Promise<StatementCentsTotals> {
  const figures = await saleTotals(db, {
    vendorId: scope.vendorId,
    from: scope.from,
    to: scope.to,
    payoutState: scope.state,
    excludeCancelled: true,
  });
  return {
    count: figures.sales,
    subtotalCents: figures.priceCents + figures.shippingCents,
    feeCents: figures.feeCents,
    feeGstCents: figures.feeGstCents,
    netCents: figures.netCents,
    notDeliveredNetCents: figures.notDeliveredNetCents,
    awaitingPayoutNetCents: figures.awaitingPayoutNetCents,
    inPayoutNetCents: figures.inPayoutNetCents,
    paidOutNetCents: figures.paidOutNetCents,
    refundedCents: figures.refundedCents,
  };
}

export async function statementFor(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  filter: StatementFilterInput,
  page: number,
  limit: number,
): Promise<StatementDto> {
  const { db } = deps;
  const scope = statementScopeOf(user, filter);
  assertPageDepth(page, limit);
  const [rows, totals, adjustments] = await Promise.all([
    listStatement(db, scope, { page, limit }),
    statementTotalsOf(db, scope),
    statementAdjustments(db, scope, STATEMENT_ADJUSTMENTS_SHOWN),
  ]);
  return {
    items: rows.map(toStatementLine),
    total: totals.count,
    page,
    limit,
    totals: {
      count: totals.count,
      subtotal: centsToDollars(totals.subtotalCents),
      fee: centsToDollars(totals.feeCents),
      feeGst: centsToDollars(totals.feeGstCents),
      net: centsToDollars(totals.netCents),
      notDeliveredNet: centsToDollars(totals.notDeliveredNetCents),
      awaitingPayoutNet: centsToDollars(totals.awaitingPayoutNetCents),
      inPayoutNet: centsToDollars(totals.inPayoutNetCents),
      paidOutNet: centsToDollars(totals.paidOutNetCents),
      refunded: centsToDollars(totals.refundedCents),
      adjustmentCount: adjustments.total,
      adjustmentNet: centsToDollars(adjustments.netCents),
      carriedNet: centsToDollars(adjustments.carriedNetCents),
    },
    adjustments: adjustments.rows.map(toAdjustmentDto),
  };
}

/** `GET /api/transfer/statement/export`: the whole statement as CSV, streamed from the database a batch at a time. */
export function exportStatement(deps: Pick<AppDeps, 'db'>, user: User, filter: StatementFilterInput): Readable {
  const scope = statementScopeOf(user, filter);
  return statementCsv(statementBatches(deps.db, scope), statementAdjustmentBatches(deps.db, scope));
}

/** `GET /api/transfer/owed`: who the marketplace owes and how much, for the payout form's picker. */
export async function vendorsOwedFor(deps: Pick<AppDeps, 'db'>): Promise<OwedVendorsDto> {
  const rows = await vendorsOwedList(deps.db, OWED_VENDORS_MAX);
  return {
    items: rows.map((row) => ({
      _id: row.vendorId,
      displayName: row.displayName,
      active: row.active,
      net: centsToDollars(row.netCents),
    })),
  };
}
