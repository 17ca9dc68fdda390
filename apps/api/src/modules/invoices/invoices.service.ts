import { formatCents, marketplaceDayOf } from '@soko/shared';
import type {
  DocumentLayout,
  DocumentLine,
  DocumentParty,
  IssuedDocument,
  NewIssuedDocument,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { formatAbn, invoicePdf } from '../../lib/invoice-pdf.ts';
import {
  findPayoutInvoice,
  findSaleInvoice,
  insertDocument,
  MARKETPLACE_PARTY,
  recordMarketplaceRegistration,
  registeredOn,
  vendorParty,
} from './invoices.repo.ts';
import { type InvoicedItem, lineGstCents, lineGstText, saleSupplyLines } from './supply-lines.ts';

/** A tax invoice must name the buyer from this amount (GST-inclusive), per the ATO. */
const BUYER_NAMED_FROM_CENTS = 100_000;

/** The sale as its buyer's invoice records it. */
export interface BuyerInvoiceInput {
  saleId: string;
  vendorId: string;
  orderNumber: number;
  saleCreatedAt: Date;
  customerName: string;
  deliveryAddress: string[];
  items: InvoicedItem[];
  shippingCents: number;
}

/** The fee invoice number: payouts are numbered in sequence, and so are their fee invoices. */
export const feeInvoiceNumber = (payoutNumber: number) => `F-${payoutNumber}`;

async function issue(
  db: AppDeps['db'],
  values: NewIssuedDocument,
  existing: () => Promise<IssuedDocument | undefined>,
) {
  const inserted = await insertDocument(db, values);
  if (inserted) return inserted;
  // Another request issued it first: that one is the invoice.
  const found = await existing();
  if (!found) throw new Error('the document was neither issued nor found');
  return found;
}

/**
 * The vendor's invoice to the buyer of a sale, issued once and stored: a tax invoice when the vendor
 * was registered for GST on the day of the sale (GST = amount / 11 on each taxable line, none on a
 * GST-free one), otherwise an invoice that says no GST is included. Its number is the order number
 * (one sale per vendor per order; order numbers are never reused). Answers the stored one if the sale
 * has it already.
 */
export async function issueBuyerInvoice(deps: Pick<AppDeps, 'db'>, input: BuyerInvoiceInput): Promise<IssuedDocument> {
  const { db } = deps;
  const current = await findSaleInvoice(db, input.saleId);
  if (current) return current;
  const day = marketplaceDayOf(input.saleCreatedAt);
  const [vendor, taxInvoice] = await Promise.all([
    vendorParty(db, input.vendorId),
    registeredOn(db, input.vendorId, day),
  ]);
  if (!vendor) throw new Error(`no vendor ${input.vendorId}`);
  const issuer: DocumentParty = { ...vendor, gstRegistered: taxInvoice };
  const recipient: DocumentParty = {
    name: input.customerName,
    abn: null,
    address: input.deliveryAddress,
    gstRegistered: false,
  };
  const supply = saleSupplyLines(input.items, input.shippingCents);
  const lines: DocumentLine[] = supply.map((line) => ({
    label: line.label,
    cells: [String(line.qty), formatCents(line.unitCents)],
    amountCents: line.amountCents,
    gstCents: lineGstCents(line, taxInvoice),
    gstFree: line.gstFree,
    part: line.part,
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
  const gstFreeCents = lines.reduce((sum, line) => sum + (line.gstFree ? line.amountCents : 0), 0);
  const number = String(input.orderNumber);
  const layout: DocumentLayout = {
    title: taxInvoice ? 'Tax invoice' : 'Invoice',
    facts: [
      ['Invoice number', number],
      ['Date', day],
      ['Order', `#${input.orderNumber}`],
    ],
    recipientHeading: totalCents >= BUYER_NAMED_FROM_CENTS ? 'Buyer' : null,
    columns: [
      { label: 'Item', width: 5 },
      { label: 'Qty', width: 1, align: 'right' },
      { label: 'Unit price', width: 2, align: 'right' },
      { label: taxInvoice ? 'Amount (incl. GST)' : 'Amount', width: 2, align: 'right' },
      ...(taxInvoice ? [{ label: 'GST', width: 2, align: 'right' as const }] : []),
    ],
    rows: supply.map((line) => [
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
      : [`No GST is included: ${issuer.name} is not registered for GST.`],
  };
  return issue(
    db,
    {
      kind: taxInvoice ? 'tax_invoice' : 'invoice',
      series: 'buyer',
      issuerKey: input.vendorId,
      number,
      issuedOn: day,
      vendorId: input.vendorId,
      saleId: input.saleId,
      issuer,
      recipient,
      lines,
      totalCents,
      gstCents,
      layout,
    },
    () => findSaleInvoice(db, input.saleId),
  );
}

/** One sale of a payout, or a refund after an earlier payout deducted by it, as the fee invoice lists it. */
export interface FeeInvoiceLine {
  orderNumber: number;
  /** A refund's adjustment line rather than a sale. */
  refund: boolean;
  date: Date;
  grossCents: number;
  feeCents: number;
  feeGstCents: number;
}

/** A fee adjustment note the payout deducts: on the note, not again as a line of the invoice. */
export interface DeductedNote {
  number: string;
  issuedOn: string;
  amountCents: number;
  gstCents: number;
}

export interface FeeInvoiceInput {
  /** Fee adjustment notes of refunds this payout deducts. */
  deductedNotes: DeductedNote[];
  payoutId: string;
  payoutNumber: number;
  vendorId: string;
  createdAt: Date;
  lines: FeeInvoiceLine[];
  grossCents: number;
  netCents: number;
  /** The sales' fees by the commission rule that set them (issue 45); empty when all are the marketplace fee. */
  feesByRule: { note: string; feeCents: number }[];
}

/**
 * The marketplace's invoice to the vendor for the fees of a payout, issued when the payout is made
 * (or, for a payout made before invoices were stored, at its first download). A tax invoice when its
 * sales' fees carried GST: the GST was fixed on each sale at the registration in force that day.
 */
export async function issueFeeInvoice(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: FeeInvoiceInput,
): Promise<IssuedDocument> {
  const { db, config } = deps;
  const current = await findPayoutInvoice(db, input.payoutId);
  if (current) return current;
  const { marketplace } = config;
  const day = marketplaceDayOf(input.createdAt);
  const vendor = await vendorParty(db, input.vendorId);
  if (!vendor) throw new Error(`no vendor ${input.vendorId}`);
  // Any line's GST: refunds after payout may bring a payout's GST total to nothing.
  const taxInvoice = input.lines.some((line) => line.feeGstCents !== 0);
  // The invoice's totals are its lines': fees given back on adjustment notes are on those notes.
  const feeCents = input.lines.reduce((sum, line) => sum + line.feeCents, 0);
  const feeGstCents = input.lines.reduce((sum, line) => sum + line.feeGstCents, 0);
  const issuer: DocumentParty = {
    name: marketplace.name,
    abn: marketplace.abn,
    address: [],
    gstRegistered: await registeredOn(db, MARKETPLACE_PARTY, day),
  };
  const recipient: DocumentParty = { ...vendor, gstRegistered: await registeredOn(db, input.vendorId, day) };
  const number = feeInvoiceNumber(input.payoutNumber);
  const rows = input.lines.map((line) => [
    line.refund ? `#${line.orderNumber} refund` : `#${line.orderNumber}`,
    marketplaceDayOf(line.date),
    formatCents(line.grossCents),
    formatCents(line.feeCents),
    ...(taxInvoice ? [formatCents(line.feeGstCents)] : []),
  ]);
  const layout: DocumentLayout = {
    title: taxInvoice ? 'Tax invoice' : 'Invoice',
    facts: [
      ['Invoice number', number],
      ['Date', day],
      ['For', `Marketplace fees of payout #${input.payoutNumber}`],
    ],
    recipientHeading: 'To',
    columns: [
      { label: 'Order', width: 2 },
      { label: 'Sale date', width: 2 },
      { label: 'Sale subtotal', width: 2, align: 'right' },
      { label: taxInvoice ? 'Fee (incl. GST)' : 'Fee', width: 2, align: 'right' },
      ...(taxInvoice ? [{ label: 'GST', width: 2, align: 'right' as const }] : []),
    ],
    rows,
    totals: taxInvoice
      ? [
          ['Total fees (GST inclusive)', formatCents(feeCents)],
          ['GST included', formatCents(feeGstCents)],
        ]
      : [['Total fees', formatCents(feeCents)]],
    notes: [
      `These fees were deducted from payout #${input.payoutNumber}: ${formatCents(input.grossCents)} of sales, ${formatCents(input.netCents)} paid to the vendor.`,
      ...(input.lines.some((line) => line.refund)
        ? [
            'Lines marked "refund" adjust the fees of sales paid out before: the buyer was refunded, and the fee follows what the buyer kept.',
          ]
        : []),
      ...(input.feesByRule.length > 0
        ? [
            `The sales' fees by rule: ${input.feesByRule.map((part) => `${part.note} ${formatCents(part.feeCents)}`).join('; ')}.`,
          ]
        : []),
      ...input.deductedNotes.map(
        (note) =>
          `Adjustment note ${note.number} of ${note.issuedOn} (fee given back ${formatCents(note.amountCents)}, GST ${formatCents(note.gstCents)}) is deducted by this payout.`,
      ),
      ...(taxInvoice
        ? []
        : [`No GST is included: ${marketplace.name} was not registered for GST when these sales were made.`]),
    ],
  };
  return issue(
    db,
    {
      kind: taxInvoice ? 'tax_invoice' : 'invoice',
      series: 'fee',
      issuerKey: MARKETPLACE_PARTY,
      number,
      issuedOn: day,
      vendorId: input.vendorId,
      payoutId: input.payoutId,
      issuer,
      recipient,
      lines: input.lines.map((line) => ({
        label: line.refund ? `#${line.orderNumber} refund` : `#${line.orderNumber}`,
        cells: [marketplaceDayOf(line.date), formatCents(line.grossCents)],
        amountCents: line.feeCents,
        gstCents: line.feeGstCents,
        gstFree: false,
        part: 'fee',
      })),
      totalCents: feeCents,
      gstCents: feeGstCents,
      layout,
    },
    () => findPayoutInvoice(db, input.payoutId),
  );
}

export const buyerInvoiceOf = (deps: Pick<AppDeps, 'db'>, saleId: string) => findSaleInvoice(deps.db, saleId);
export const feeInvoiceOf = (deps: Pick<AppDeps, 'db'>, payoutId: string) => findPayoutInvoice(deps.db, payoutId);

/** A stored document as a PDF, drawn from the record alone: what was issued is what is downloaded. */
export function documentPdf(document: IssuedDocument): Promise<Buffer> {
  const { layout, issuer, recipient } = document;
  const recipientLines = recipient
    ? document.series === 'fee'
      ? [recipient.name, ...(recipient.abn ? [`ABN ${formatAbn(recipient.abn)}`] : []), ...recipient.address]
      : [recipient.name]
    : [];
  return invoicePdf({
    title: layout.title,
    supplier: { name: issuer.name, abn: issuer.abn, lines: issuer.address },
    ...(layout.recipientHeading && recipient
      ? { recipient: { heading: layout.recipientHeading, lines: recipientLines } }
      : {}),
    facts: layout.facts,
    columns: layout.columns,
    rows: layout.rows,
    totals: layout.totals,
    notes: layout.notes,
  });
}

/** Brings the marketplace's GST registration history up to its setting (at start; dated today on a change). */
export function syncMarketplaceRegistration(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Promise<void> {
  return recordMarketplaceRegistration(
    deps.db,
    deps.config.marketplace.gstRegistered,
    marketplaceDayOf(deps.clock.now()),
  );
}
