import { formatCents, isStaffRole, marketplaceToday } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { formatAbn, type InvoiceContent, invoicePdf } from '../../lib/invoice-pdf.ts';
import { adjustmentsOfPayout } from '../ledger/index.ts';
import { findPayout, findVendor, payoutLinesOf } from './payouts.repo.ts';

/** The marketplace's fee invoices are numbered by their payout, which numbers them in sequence. */
export const feeInvoiceNumber = (payoutNumber: number) => `F-${payoutNumber}`;

/**
 * The marketplace's invoice to the vendor for the fees of one payout: a tax invoice when the
 * marketplace is GST-registered, each sale's fee with the GST it includes (fixed per sale), the GST
 * total being the sum of those lines. The vendor reads their own; staff any.
 */
export async function payoutInvoice(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: User,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { db } = deps;
  const { marketplace } = deps.config;
  const row = await findPayout(db, id, isStaffRole(user.role) ? undefined : user.id);
  if (!row) throw notFound('Transaction');
  const { payout } = row;
  const [vendor, lines, adjustments] = await Promise.all([
    findVendor(db, payout.vendorId),
    payoutLinesOf(db, id),
    adjustmentsOfPayout(db, id),
  ]);
  const number = feeInvoiceNumber(payout.number);
  // The GST was fixed on each sale when it was made: the invoice says what was charged then, whatever
  // the marketplace's registration is now.
  // (Any line's GST: refunds after payout may bring a payout's GST total to nothing.)
  const taxInvoice =
    lines.some((line) => line.feeGstCents > 0) || adjustments.some((adjustment) => adjustment.feeGstCents !== 0);
  const content: InvoiceContent = {
    title: taxInvoice ? 'Tax invoice' : 'Invoice',
    supplier: { name: marketplace.name, abn: marketplace.abn },
    facts: [
      ['Invoice number', number],
      ['Date', marketplaceToday(payout.createdAt)],
      ['For', `Marketplace fees of payout #${payout.number}`],
    ],
    recipient: {
      heading: 'To',
      lines: [row.vendorName, ...(vendor?.abn ? [`ABN ${formatAbn(vendor.abn)}`] : [])],
    },
    columns: [
      { label: 'Order', width: 2 },
      { label: 'Sale date', width: 2 },
      { label: 'Sale subtotal', width: 2, align: 'right' },
      { label: taxInvoice ? 'Fee (incl. GST)' : 'Fee', width: 2, align: 'right' },
      ...(taxInvoice ? [{ label: 'GST', width: 2, align: 'right' as const }] : []),
    ],
    rows: lines
      .map((line) => [
        `#${line.orderNumber}`,
        marketplaceToday(line.saleCreatedAt),
        formatCents(line.subtotalCents),
        formatCents(line.feeCents),
        ...(taxInvoice ? [formatCents(line.feeGstCents)] : []),
      ])
      .concat(
        // Fees given back by refunds after an earlier payout: negative lines, so the totals are this payout's.
        adjustments.map((adjustment) => [
          `#${adjustment.orderNumber} refund`,
          marketplaceToday(adjustment.createdAt),
          formatCents(adjustment.grossCents),
          formatCents(adjustment.feeCents),
          ...(taxInvoice ? [formatCents(adjustment.feeGstCents)] : []),
        ]),
      ),
    totals: taxInvoice
      ? [
          ['Total fees (GST inclusive)', formatCents(payout.feeCents)],
          ['GST included', formatCents(payout.feeGstCents)],
        ]
      : [['Total fees', formatCents(payout.feeCents)]],
    notes: [
      `These fees were deducted from payout #${payout.number}: ${formatCents(payout.grossCents)} of sales, ${formatCents(payout.netCents)} paid to the vendor.`,
      ...(adjustments.length > 0
        ? [
            'Lines marked "refund" adjust the fees of sales paid out before: the buyer was refunded, and the fee follows what the buyer kept.',
          ]
        : []),
      ...(taxInvoice
        ? []
        : [`No GST is included: ${marketplace.name} was not registered for GST when these sales were made.`]),
    ],
  };
  return { filename: `tax-invoice-${number}.pdf`, pdf: await invoicePdf(content) };
}
