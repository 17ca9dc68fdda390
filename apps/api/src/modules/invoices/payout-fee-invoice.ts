import { DEFAULT_FEE_NOTE } from '@soko/shared';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { adjustmentsOfPayout } from '../ledger/index.ts';
import { payoutFeesByRule, payoutForFeeInvoice } from './invoices.repo.ts';
import { issueFeeInvoice } from './invoices.service.ts';
import { feeNotesOfRefunds } from './notes.service.ts';

/**
 * Issues (stores) the marketplace's fee invoice of a payout from the payout as it stands: in the
 * transaction that creates the payout, or at the first download of a payout made before invoices
 * were stored. Each sale's fee with the GST fixed on it, and the fees given back by refunds after
 * an earlier payout as negative lines.
 */
export async function issuePayoutFeeInvoice(deps: Pick<AppDeps, 'db' | 'config'>, payoutId: string) {
  const { db } = deps;
  const found = await payoutForFeeInvoice(db, payoutId);
  if (!found) throw notFound('Transaction');
  const { payout, lines } = found;
  const adjustments = await adjustmentsOfPayout(db, payoutId);
  const byRule = await payoutFeesByRule(db, payoutId);
  const notes = await feeNotesOfRefunds(
    deps,
    adjustments.map((adjustment) => adjustment.refundId),
  );
  return issueFeeInvoice(deps, {
    deductedNotes: [...notes.values()].map((note) => ({
      number: note.number,
      issuedOn: note.issuedOn,
      amountCents: note.totalCents,
      gstCents: note.gstCents,
    })),
    payoutId,
    payoutNumber: payout.number,
    vendorId: payout.vendorId,
    createdAt: payout.createdAt,
    lines: [
      ...lines.map((line) => ({
        orderNumber: line.orderNumber,
        refund: false,
        date: line.saleCreatedAt,
        grossCents: line.subtotalCents,
        feeCents: line.feeCents,
        feeGstCents: line.feeGstCents,
      })),
      ...adjustments
        .filter((adjustment) => !notes.has(adjustment.refundId))
        .map((adjustment) => ({
          orderNumber: adjustment.orderNumber,
          refund: true,
          date: adjustment.createdAt,
          grossCents: adjustment.grossCents,
          feeCents: adjustment.feeCents,
          feeGstCents: adjustment.feeGstCents,
        })),
    ],
    grossCents: payout.grossCents,
    netCents: payout.netCents,
    // Only where a commission rule priced a line: a payout all on the marketplace fee reads as before rules.
    feesByRule: byRule.some((part) => part.ruleId !== null)
      ? byRule.map((part) => ({ note: part.note ?? DEFAULT_FEE_NOTE, feeCents: part.feeCents }))
      : [],
  });
}
