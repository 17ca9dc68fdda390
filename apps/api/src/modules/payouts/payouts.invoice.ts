import { isStaffRole } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { documentPdf, feeInvoiceOf, feeNotesOfRefunds, issueFeeInvoice } from '../invoices/index.ts';
import { adjustmentsOfPayout } from './adjustments.repo.ts';
import { findPayout, payoutLinesOf } from './payouts.repo.ts';

/**
 * Issues (stores) the marketplace's fee invoice of a payout from the payout as it stands: in the
 * transaction that creates the payout, or at the first download of a payout made before invoices
 * were stored. Each sale's fee with the GST fixed on it, and the fees given back by refunds after
 * an earlier payout as negative lines.
 */
export async function issuePayoutFeeInvoice(deps: Pick<AppDeps, 'db' | 'config'>, payoutId: string) {
  const { db } = deps;
  const row = await findPayout(db, payoutId);
  if (!row) throw notFound('Transaction');
  const { payout } = row;
  const lines = await payoutLinesOf(db, payoutId);
  const adjustments = await adjustmentsOfPayout(db, payoutId);
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
  });
}

/**
 * The marketplace's invoice to the vendor for the fees of one payout, exactly as issued: a later
 * change of the vendor's details, the marketplace's name, ABN or registration, or the fee never
 * changes it. The vendor reads their own; staff any.
 */
export async function payoutInvoice(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: User,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findPayout(deps.db, id, isStaffRole(user.role) ? undefined : user.id);
  if (!row) throw notFound('Transaction');
  const document = (await feeInvoiceOf(deps, id)) ?? (await issuePayoutFeeInvoice(deps, id));
  return { filename: `tax-invoice-${document.number}.pdf`, pdf: await documentPdf(document) };
}
