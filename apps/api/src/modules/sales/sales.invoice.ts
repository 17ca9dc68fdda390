import { formatCents, marketplaceToday, SALES_TEXT } from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import type { User } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { type InvoiceContent, invoicePdf } from '../../lib/invoice-pdf.ts';
import { lineGstCents, lineGstText, saleSupplyLines } from '../invoices/index.ts';
import { findSaleRow, itemsOfSales, type SaleRow } from './sales.repo.ts';
import { saleScopeOf } from './sales.service.ts';

/** A tax invoice must name the buyer from this amount (GST-inclusive), per the ATO. */
const BUYER_NAMED_FROM_CENTS = 100_000;

/** Whether the vendor was registered for GST on the day of the sale. */
function registeredOn(vendor: SaleRow['vendor'], day: string): boolean {
  return vendor.gstRegistered && (vendor.gstRegisteredFrom === null || vendor.gstRegisteredFrom <= day);
}

/**
 * The vendor's invoice to the buyer for one sale: a tax invoice (prices include GST, GST = amount / 11
 * per line) when the vendor was GST-registered on the day of the sale, otherwise an invoice that says
 * no GST is included. The vendor downloads it to give the buyer; staff may too.
 */
export async function saleInvoice(
  app: FastifyInstance,
  actor: User,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { db } = app.database;
  const sale = await findSaleRow(db, id, saleScopeOf(actor));
  if (!sale) throw notFound('Sale');
  if (sale.status === 'Cancel') throw conflict(SALES_TEXT.cancelledNoInvoice);
  const items = (await itemsOfSales(db, [id])).get(id) ?? [];
  const day = marketplaceToday(sale.createdAt);
  const taxInvoice = registeredOn(sale.vendor, day);
  const lines = saleSupplyLines(items, sale.shippingCents);
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + lineGstCents(line, taxInvoice), 0);
  const gstFreeCents = lines.reduce((sum, line) => sum + (line.gstFree ? line.amountCents : 0), 0);
  const content: InvoiceContent = {
    title: taxInvoice ? 'Tax invoice' : 'Invoice',
    supplier: { name: sale.vendor.displayName, abn: sale.vendor.abn || null },
    facts: [
      ['Invoice number', String(sale.order.number)],
      ['Date', day],
      ['Order', `#${sale.order.number}`],
    ],
    ...(totalCents >= BUYER_NAMED_FROM_CENTS
      ? { recipient: { heading: 'Buyer', lines: [sale.order.customerName] } }
      : {}),
    columns: [
      { label: 'Item', width: 5 },
      { label: 'Qty', width: 1, align: 'right' },
      { label: 'Unit price', width: 2, align: 'right' },
      { label: taxInvoice ? 'Amount (incl. GST)' : 'Amount', width: 2, align: 'right' },
      ...(taxInvoice ? [{ label: 'GST', width: 2, align: 'right' as const }] : []),
    ],
    rows: lines.map((line) => [
      line.label,
      String(line.qty),
      formatCents(line.unitCents),
      formatCents(line.amountCents),
      ...(taxInvoice ? [lineGstText(line)] : []),
    ]),
    totals: taxInvoice
      ? [
          ['Total (GST inclusive)', formatCents(totalCents)],
          ...(gstFreeCents > 0 ? [['Of which GST-free', formatCents(gstFreeCents)] as [string, string]] : []),
          ['GST included', formatCents(gstCents)],
        ]
      : [['Total', formatCents(totalCents)]],
    notes: taxInvoice
      ? [
          gstFreeCents > 0
            ? 'The total includes GST on the taxable lines; lines marked GST-free include none.'
            : 'The total includes GST.',
        ]
      : [`No GST is included: ${sale.vendor.displayName} is not registered for GST.`],
  };
  return { filename: `invoice-${sale.order.number}.pdf`, pdf: await invoicePdf(content) };
}
