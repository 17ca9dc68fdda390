import { isStaffRole } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { documentPdf, feeInvoiceOf, issuePayoutFeeInvoice } from '../invoices/index.ts';
import { findPayout } from './payouts.list.repo.ts';

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
