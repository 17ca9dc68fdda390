import { createHash } from 'node:crypto';
import {
  type ApiErrorItem,
  BANK_TEXT,
  centsToDollars,
  formatCents,
  formatHoldUntil,
  marketplaceToday,
  ORDER_AMOUNT_CENTS_MAX,
  PAYOUT_PROBLEMS_SHOWN,
  PAYOUT_SALES_MAX,
  PAYOUT_TEXT,
  type PayoutDetailDto,
  type RemitListDto,
  STATEMENT_ADJUSTMENTS_SHOWN,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, unprocessable } from '../../lib/errors.ts';
import { assertPageDepth } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { payeesOf } from '../bank-accounts/index.ts';
import { issuePayoutFeeInvoice } from '../invoices/index.ts';
import { assignAdjustments, carriedAdjustments, carriedSums, lockCarriedAdjustments } from '../ledger/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import { type AbaPayment, abaFile } from './aba-file.ts';
import { lockPayoutsForBankFile, markSentToBank } from './payouts.paid.repo.ts';
import {
  findPayoutByKey,
  findVendor,
  insertPayout,
  insertPayoutLines,
  type LockedSale,
  listRemit,
  lockSales,
  paidSaleIds,
  remitAmounts,
} from './payouts.remit.repo.ts';
import { payoutDetail, toAdjustmentDto, vendorNotFound } from './payouts.service.ts';

// ---------- sales to remit ----------

export async function salesToRemit(
  deps: Pick<AppDeps, 'db'>,
  vendorId: string,
  page: number,
  limit: number,
): Promise<RemitListDto> {
  const { db } = deps;
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

async function replay(deps: Pick<AppDeps, 'db'>, payoutId: string, storedHash: string, hash: string) {
  if (storedHash !== hash) throw unprocessable(PAYOUT_TEXT.idempotencyKeyReused, 'Idempotency-Key');
  return { status: 200 as const, payout: await payoutDetail(deps, payoutId) };
}

/**
 * Pays a vendor for some of their delivered sales, in one transaction: the sales are locked, each
 * is checked (this vendor's, Delivered, not yet paid), then the payout, its lines, the audit entry
 * and the vendor's statement email are written. payout_lines.sale_id is unique, so whatever the
 * timing of retries or of two admins, a sale is paid once.
 */
export async function createPayout(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'notices' | 'log'>,
  admin: User,
  vendorId: string,
  key: string,
  input: CreatePayoutInput,
): Promise<CreatePayoutResult> {
  const { db } = deps;
  const hash = requestHash(vendorId, input);
  const earlier = await findPayoutByKey(db, key);
  if (earlier) return replay(deps, earlier.id, earlier.requestHash, hash);
  const vendor = await findVendor(db, vendorId);
  if (!vendor) throw vendorNotFound();

  let outcome: { created: string; delivery: NoticeDelivery } | { replayOf: { id: string; requestHash: string } };
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
        await issuePayoutFeeInvoice({ db: tx, config: deps.config }, payout.id);
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
        const delivery = await notifyIn(deps, tx, {
          kind: 'payout.created',
          to: { vendorId },
          title: `Payout #${payout.number}: ${formatCents(payout.netCents)} on its way`,
          body: `${payout.saleCount} ${payout.saleCount === 1 ? 'sale' : 'sales'}`,
          link: `/transaction/${payout.id}`,
          email: (recipient) => ({
            to: recipient.email,
            template: 'payoutStatement',
            data: {
              firstName: recipient.firstName,
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
          }),
        });
        return { created: payout.id, delivery };
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Either the key (the same request, committed first by another instance) or a sale line (paid meanwhile).
    const winner = await findPayoutByKey(db, key);
    if (winner) return replay(deps, winner.id, winner.requestHash, hash);
    throw conflict(PAYOUT_TEXT.salesAlreadyPaid, 'sales');
  }
  if ('replayOf' in outcome) return replay(deps, outcome.replayOf.id, outcome.replayOf.requestHash, hash);
  await publishNotices(deps, outcome.delivery);
  return { status: 201, payout: await payoutDetail(deps, outcome.created) };
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
  deps: Pick<AppDeps, 'db' | 'config'>,
  admin: User,
  ids: string[],
  resend: boolean,
): Promise<BankFile> {
  const settings = deps.config.aba;
  if (!settings) throw conflict(BANK_TEXT.abaNotConfigured);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const locked = await lockPayoutsForBankFile(tx, ids);
    if (locked.length !== ids.length) throw badRequest(BANK_TEXT.abaPayoutMissing, 'payouts');
    const payees = await payeesOf(
      tx,
      deps.config.dataEncryptionKey,
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
