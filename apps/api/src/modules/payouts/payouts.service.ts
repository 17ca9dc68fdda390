import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ApiErrorItem,
  BANK_TEXT,
  centsToDollars,
  formatCents,
  formatHoldUntil,
  isStaffRole,
  type MarkPayoutPaidRequest,
  marketplaceToday,
  ORDER_AMOUNT_CENTS_MAX,
  PAYOUT_PROBLEMS_SHOWN,
  PAYOUT_SALES_MAX,
  PAYOUT_TEXT,
  type PayoutAdjustmentDto,
  type PayoutDetailDto,
  type PayoutDto,
  type PayoutListDto,
  type PayoutStatus,
  type RemitListDto,
  type SalePayoutState,
  STATEMENT_ADJUSTMENTS_SHOWN,
  type StatementDto,
  type StatementLineDto,
} from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { assertPageDepth, pagePosition } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { bankProblemOf, payeesOf, payoutHoldOf } from '../bank-accounts/bank-accounts.service.ts';
import { saleTotals } from '../sales/sales.service.ts';
import { type AbaPayment, abaFile } from './aba-file.ts';
import {
  type AdjustmentRow,
  adjustmentsOfPayout,
  assignAdjustments,
  carriedAdjustments,
  carriedSums,
  lockCarriedAdjustments,
  statementAdjustmentBatches,
  statementAdjustments,
} from './adjustments.repo.ts';
import { payoutsCsv, statementCsv } from './payouts.csv.ts';
import { issuePayoutFeeInvoice } from './payouts.invoice.ts';
import {
  findPayout,
  findPayoutByKey,
  findVendor,
  insertPayout,
  insertPayoutLines,
  type LockedSale,
  listPayouts,
  listRemit,
  listStatement,
  lockPayout,
  lockPayoutsForBankFile,
  lockSales,
  markSentToBank,
  PAYOUT_KEYSET,
  PAYOUT_SORT,
  type PayoutRow,
  type PayoutScope,
  paidSaleIds,
  payoutBatches,
  payoutLinesOf,
  payoutTotals,
  remitAmounts,
  type StatementCentsTotals,
  type StatementRow,
  type StatementScope,
  statementBatches,
  statementRowState,
  updatePayout,
} from './payouts.repo.ts';

const isStaff = (user: User) => isStaffRole(user.role);
const personName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();
const vendorNotFound = () => new AppError(404, PAYOUT_TEXT.vendorNotFound);
const payoutNotFound = () => notFound(PAYOUT_TEXT.payoutNotFound);

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

function toAdjustmentDto(row: AdjustmentRow): PayoutAdjustmentDto {
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

// ---------- sales to remit ----------

export async function salesToRemit(
  app: FastifyInstance,
  vendorId: string,
  page: number,
  limit: number,
): Promise<RemitListDto> {
  const { db } = app.database;
  assertPageDepth(page, limit);
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw vendorNotFound();
  const [{ rows, totals }, amounts, carried, carriedRows] = await Promise.all([
    listRemit(db, vendorId, page, limit),
    remitAmounts(db, vendorId, PAYOUT_SALES_MAX),
    carriedSums(db, vendorId),
    carriedAdjustments(db, vendorId, STATEMENT_ADJUSTMENTS_SHOWN),
  ]);
  return {
    vendor: { _id: vendor.id, displayName: vendor.displayName },
    items: rows.map((row) => ({
      _id: row.id,
      orderNumber: row.orderNumber,
      customer: row.customerName,
      deliveredAt: row.deliveredAt.toISOString(),
      price: centsToDollars(row.priceCents),
      shippingFee: centsToDollars(row.shippingCents),
      subtotal: centsToDollars(row.priceCents + row.shippingCents - row.refundedCents),
      fee: centsToDollars(row.feeCents),
      feeGst: centsToDollars(row.feeGstCents),
      net: centsToDollars(row.netCents),
    })),
    total: totals.count,
    page,
    limit,
    totals: {
      count: totals.count,
      subtotal: centsToDollars(totals.subtotalCents),
      fee: centsToDollars(totals.feeCents),
      feeGst: centsToDollars(totals.feeGstCents),
      net: centsToDollars(totals.netCents),
    },
    selectable: amounts.map((sale) => ({
      _id: sale.id,
      subtotal: centsToDollars(sale.priceCents + sale.shippingCents - sale.refundedCents),
      fee: centsToDollars(sale.feeCents),
      feeGst: centsToDollars(sale.feeGstCents),
      net: centsToDollars(sale.netCents),
    })),
    carried: {
      count: carried.count,
      gross: centsToDollars(carried.grossCents),
      fee: centsToDollars(carried.feeCents),
      feeGst: centsToDollars(carried.feeGstCents),
      net: centsToDollars(carried.netCents),
      items: carriedRows.map(toAdjustmentDto),
    },
  };
}

// ---------- creating a payout ----------

export interface CreatePayoutInput {
  sales: string[];
  bankReference: string;
}

/** The same vendor, the same set of sales (in any order) and the same reference are the same request. */
function requestHash(vendorId: string, input: CreatePayoutInput): string {
  const canonical = JSON.stringify({ vendorId, sales: [...input.sales].sort(), bankReference: input.bankReference });
  return createHash('sha256').update(canonical).digest('hex');
}

interface Problem {
  status: 400 | 409;
  order: number;
  msg: string;
}

/** Why each asked-for sale cannot be paid out, by order number; none when every one can. */
function problemsOf(vendorId: string, ids: string[], locked: LockedSale[], paid: Set<string>): Problem[] {
  const byId = new Map(locked.map((sale) => [sale.id, sale]));
  const problems: Problem[] = [];
  for (const id of ids) {
    const sale = byId.get(id);
    if (!sale) problems.push({ status: 400, order: 0, msg: PAYOUT_TEXT.unknownSale });
    else if (sale.vendorId !== vendorId) {
      problems.push({ status: 400, order: sale.orderNumber, msg: PAYOUT_TEXT.notVendorSale(sale.orderNumber) });
    } else if (paid.has(id)) {
      problems.push({ status: 409, order: sale.orderNumber, msg: PAYOUT_TEXT.alreadyPaid(sale.orderNumber) });
    } else if (sale.status === 'Cancel') {
      problems.push({ status: 409, order: sale.orderNumber, msg: PAYOUT_TEXT.cancelled(sale.orderNumber) });
    } else if (sale.status !== 'Delivered') {
      problems.push({
        status: 409,
        order: sale.orderNumber,
        msg: PAYOUT_TEXT.notDelivered(sale.orderNumber, sale.status),
      });
    }
  }
  return problems;
}

/**
 * One answer for every refused sale: 400 when the request names sales it should not (unknown or
 * another vendor's), else 409 (the sales are in the wrong state). The first few are named; each
 * message shows as an alert, so a long list is summed up.
 */
function refusal(problems: Problem[]): AppError {
  const messages = [...new Set(problems.sort((a, b) => a.order - b.order).map((problem) => problem.msg))];
  const errors: ApiErrorItem[] = messages.slice(0, PAYOUT_PROBLEMS_SHOWN).map((msg) => ({ msg, param: 'sales' }));
  const more = problems.length - errors.length;
  if (more > 0) errors.push({ msg: PAYOUT_TEXT.moreProblems(more), param: 'sales' });
  return new AppError(problems.some((problem) => problem.status === 400) ? 400 : 409, errors);
}

export interface CreatePayoutResult {
  /** 201 for the first request with a key, 200 for its replays. */
  status: 200 | 201;
  payout: PayoutDetailDto;
}

async function replay(app: FastifyInstance, payoutId: string, storedHash: string, hash: string) {
  if (storedHash !== hash) throw unprocessable(PAYOUT_TEXT.idempotencyKeyReused, 'Idempotency-Key');
  return { status: 200 as const, payout: await payoutDetail(app, payoutId) };
}

/**
 * Pays a vendor for some of their delivered sales, in one transaction: the sales are locked, each
 * is checked (this vendor's, Delivered, not yet paid), then the payout, its lines, the audit entry
 * and the vendor's statement email are written. payout_lines.sale_id is unique, so whatever the
 * timing of retries or of two admins, a sale is paid once.
 */
export async function createPayout(
  app: FastifyInstance,
  admin: User,
  vendorId: string,
  key: string,
  input: CreatePayoutInput,
): Promise<CreatePayoutResult> {
  const { db } = app.database;
  const hash = requestHash(vendorId, input);
  const earlier = await findPayoutByKey(db, key);
  if (earlier) return replay(app, earlier.id, earlier.requestHash, hash);
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw vendorNotFound();

  let outcome: { created: string } | { replayOf: { id: string; requestHash: string } };
  try {
    outcome = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const locked = await lockSales(tx, input.sales);
        // The same request may have been committed while this one waited for the locks.
        const concurrent = await findPayoutByKey(tx, key);
        if (concurrent) return { replayOf: concurrent };
        const problems = problemsOf(vendorId, input.sales, locked, await paidSaleIds(tx, input.sales));
        if (problems.length > 0) throw refusal(problems);

        const lines = locked.map((sale) => ({
          saleId: sale.id,
          // What the buyer kept: a refund before the payout already lowered the fee and net.
          subtotalCents: sale.priceCents + sale.shippingCents - sale.refundedCents,
          feeCents: sale.feeCents,
          feeGstCents: sale.feeGstCents,
          netCents: sale.netCents,
        }));
        // Every refund after an earlier payout that no payout has deducted yet goes into this one.
        const adjustments = await lockCarriedAdjustments(tx, vendorId);
        const sum = (pick: (line: Omit<(typeof lines)[number], 'saleId'>) => number) =>
          lines.reduce((total, line) => total + pick(line), 0) +
          adjustments.reduce(
            (total, adjustment) => total + pick({ ...adjustment, subtotalCents: adjustment.grossCents }),
            0,
          );
        // The amounts are 32-bit integer columns, which bound a payout as they bound an order.
        if (sum((line) => line.subtotalCents) > ORDER_AMOUNT_CENTS_MAX) throw badRequest(PAYOUT_TEXT.tooLarge, 'sales');
        const netCents = sum((line) => line.netCents);
        if (netCents < 0) throw conflict(PAYOUT_TEXT.negativePayout(netCents), 'sales');
        const adjustmentNetCents = adjustments.reduce((total, adjustment) => total + adjustment.netCents, 0);
        const payout = await insertPayout(tx, {
          vendorId,
          idempotencyKey: key,
          requestHash: hash,
          grossCents: sum((line) => line.subtotalCents),
          feeCents: sum((line) => line.feeCents),
          feeGstCents: sum((line) => line.feeGstCents),
          netCents,
          saleCount: lines.length,
          adjustmentCount: adjustments.length,
          adjustmentNetCents,
          createdBy: admin.id,
          bankReference: input.bankReference,
        });
        await insertPayoutLines(
          tx,
          lines.map((line) => ({ ...line, payoutId: payout.id })),
        );
        await assignAdjustments(
          tx,
          adjustments.map((adjustment) => adjustment.id),
          payout.id,
        );
        await issuePayoutFeeInvoice({ db: tx, config: app.config }, payout.id);
        await recordAudit(tx, {
          actorId: admin.id,
          action: 'payout.create',
          entityType: 'payout',
          entityId: payout.id,
          after: {
            number: payout.number,
            vendorId,
            saleIds: lines.map((line) => line.saleId),
            adjustmentIds: adjustments.map((adjustment) => adjustment.id),
            grossCents: payout.grossCents,
            feeCents: payout.feeCents,
            netCents: payout.netCents,
            bankReference: payout.bankReference,
          },
        });
        const orderOf = new Map(locked.map((sale) => [sale.id, sale.orderNumber]));
        await app.mail.enqueue(tx, {
          to: vendor.email,
          template: 'payoutStatement',
          data: {
            firstName: vendor.firstName,
            number: payout.number,
            saleCount: payout.saleCount,
            lines: lines.map((line) => ({
              orderNumber: orderOf.get(line.saleId) ?? 0,
              subtotal: formatCents(line.subtotalCents),
              fee: formatCents(line.feeCents),
              net: formatCents(line.netCents),
            })),
            adjustmentCount: payout.adjustmentCount,
            adjustmentNet: formatCents(payout.adjustmentNetCents),
            gross: formatCents(payout.grossCents),
            fee: formatCents(payout.feeCents),
            net: formatCents(payout.netCents),
            bankReference: payout.bankReference,
          },
        });
        return { created: payout.id };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either the key (the same request, committed first by another instance) or a sale line (paid meanwhile).
    const winner = await findPayoutByKey(db, key);
    if (winner) return replay(app, winner.id, winner.requestHash, hash);
    throw conflict(PAYOUT_TEXT.salesAlreadyPaid, 'sales');
  }
  if ('replayOf' in outcome) return replay(app, outcome.replayOf.id, outcome.replayOf.requestHash, hash);
  return { status: 201, payout: await payoutDetail(app, outcome.created) };
}

// ---------- reading payouts ----------

export async function payoutDetail(app: FastifyInstance, id: string, vendorId?: string): Promise<PayoutDetailDto> {
  const { db } = app.database;
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

export function readPayout(app: FastifyInstance, user: User, id: string): Promise<PayoutDetailDto> {
  return payoutDetail(app, id, isStaff(user) ? undefined : user.id);
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
  app: FastifyInstance,
  user: User,
  filter: PayoutFilterInput,
  paging: { page: number; limit: number; cursor?: string | undefined },
): Promise<PayoutListDto> {
  const { db } = app.database;
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
    },
  };
}

/** `GET /api/transfer/export`: every payout in scope as CSV, streamed from the database a batch at a time. */
export function exportPayouts(app: FastifyInstance, user: User, filter: PayoutFilterInput): Readable {
  return payoutsCsv(payoutBatches(app.database.db, payoutScopeOf(user, filter)));
}

// ---------- marking paid ----------

/** Records the bank transfer of a payout, once; the vendor is told by email. */
export async function markPayoutPaid(
  app: FastifyInstance,
  admin: User,
  id: string,
  input: Required<MarkPayoutPaidRequest>,
): Promise<PayoutDetailDto> {
  await retryOnDeadlock(() =>
    app.database.db.transaction(async (tx) => {
      const payout = await lockPayout(tx, id);
      if (!payout) throw payoutNotFound();
      if (payout.paidAt) throw conflict(PAYOUT_TEXT.payoutAlreadyPaid(payout.number));
      if (input.paidAt < marketplaceToday(payout.createdAt))
        throw badRequest(PAYOUT_TEXT.paidAtBeforeCreation, 'paidAt');
      const hold = await payoutHoldOf(tx, payout.vendorId, payout.sentToBankAt, new Date());
      if (hold) throw conflict(BANK_TEXT.onHoldCannotMarkPaid(payout.number, formatHoldUntil(hold.until)));
      const after = { paidAt: input.paidAt, bankReference: input.bankReference, markedPaidBy: admin.id };
      await updatePayout(tx, id, after);
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'payout.markPaid',
        entityType: 'payout',
        entityId: id,
        before: { paidAt: payout.paidAt, bankReference: payout.bankReference, markedPaidBy: payout.markedPaidBy },
        after,
      });
      const vendor = await findVendor(tx, payout.vendorId);
      if (vendor) {
        await app.mail.enqueue(tx, {
          to: vendor.email,
          template: 'payoutPaid',
          data: {
            firstName: vendor.firstName,
            number: payout.number,
            net: formatCents(payout.netCents),
            paidAt: input.paidAt,
            bankReference: input.bankReference,
          },
        });
      }
    }),
  );
  return payoutDetail(app, id);
}

// ---------- paying through the bank ----------

const ABA_TOTAL_CENTS_MAX = 9_999_999_999;

export interface BankFile {
  filename: string;
  content: string;
  payoutCount: number;
}

/**
 * The ABA file that pays these pending payouts, each to its vendor's bank account. Every payout is
 * checked first (not paid, bank details on file, no hold) and any refusal names each one refused;
 * a file that is made marks its payouts sent to bank (they stay Pending until staff mark them paid).
 */
export async function bankFileFor(
  app: FastifyInstance,
  admin: User,
  ids: string[],
  resend: boolean,
): Promise<BankFile> {
  const settings = app.config.aba;
  if (!settings) throw conflict(BANK_TEXT.abaNotConfigured);
  const now = new Date();
  return app.database.db.transaction(async (tx) => {
    const locked = await lockPayoutsForBankFile(tx, ids);
    if (locked.length !== ids.length) throw badRequest(BANK_TEXT.abaPayoutMissing, 'payouts');
    const payees = await payeesOf(
      tx,
      app.config.dataEncryptionKey,
      [...new Set(locked.map((payout) => payout.vendorId))],
      now,
    );
    const problems: string[] = [];
    const payments: AbaPayment[] = [];
    for (const payout of locked) {
      const payee = payees.get(payout.vendorId);
      if (payout.paidAt) problems.push(BANK_TEXT.abaPayoutPaid(payout.number));
      else if (payout.sentToBankAt && !resend) {
        problems.push(BANK_TEXT.abaAlreadySent(payout.number, formatHoldUntil(payout.sentToBankAt)));
      } else if (!payee) problems.push(BANK_TEXT.abaNoBankDetails(payout.number, payout.vendorName));
      else if (payee.holdUntil) {
        problems.push(BANK_TEXT.abaOnHold(payout.number, payout.vendorName, formatHoldUntil(payee.holdUntil)));
      } else {
        payments.push({
          bsb: payee.bsb,
          accountNumber: payee.accountNumber,
          accountName: payee.accountName,
          amountCents: payout.netCents,
          reference: `SOKO PAYOUT ${payout.number}`,
        });
      }
    }
    if (problems.length > 0) {
      const errors: ApiErrorItem[] = problems.slice(0, PAYOUT_PROBLEMS_SHOWN).map((msg) => ({ msg, param: 'payouts' }));
      const more = problems.length - errors.length;
      if (more > 0) errors.push({ msg: PAYOUT_TEXT.morePayoutProblems(more), param: 'payouts' });
      throw new AppError(409, errors);
    }
    // The file total record holds 10 digits of cents.
    if (payments.reduce((sum, payment) => sum + payment.amountCents, 0) > ABA_TOTAL_CENTS_MAX) {
      throw badRequest(BANK_TEXT.abaTooLarge, 'payouts');
    }
    const day = marketplaceToday(now);
    const content = abaFile(settings, day, payments);
    await markSentToBank(tx, ids, now);
    for (const payout of locked) {
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'payout.sentToBank',
        entityType: 'payout',
        entityId: payout.id,
        before: { sentToBankAt: payout.sentToBankAt?.toISOString() ?? null },
        after: { number: payout.number, netCents: payout.netCents, sentToBankAt: now.toISOString() },
      });
    }
    return {
      filename: `soko-payouts-${day}-${now.getTime()}.aba`,
      content,
      payoutCount: locked.length,
    };
  });
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
  app: FastifyInstance,
  user: User,
  filter: StatementFilterInput,
  page: number,
  limit: number,
): Promise<StatementDto> {
  const { db } = app.database;
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
export function exportStatement(app: FastifyInstance, user: User, filter: StatementFilterInput): Readable {
  const scope = statementScopeOf(user, filter);
  return statementCsv(statementBatches(app.database.db, scope), statementAdjustmentBatches(app.database.db, scope));
}
