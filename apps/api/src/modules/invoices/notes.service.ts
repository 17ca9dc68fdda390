import { type AdjustmentNoteDto, centsToDollars, formatCents, isStaffRole, marketplaceDayOf } from '@soko/shared';
import type { DocumentLayout, IssuedDocument, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import {
  feeNotesOfRefunds as feeNotesOfRefundsRow,
  findDocument,
  findDocumentOfRefund,
  insertDocument,
  MARKETPLACE_PARTY,
  notesOfSale,
  takeNumber,
  vendorParty,
} from './invoices.repo.ts';
import { documentPdf } from './invoices.service.ts';
import { APPORTIONED_LABEL, buyerNoteFigures, type Refunded, type RefundedByLine } from './note-figures.ts';

export interface BuyerNoteInput {
  invoice: IssuedDocument;
  refundId: string;
  refundedAt: Date;
  before: Refunded;
  after: Refunded;
  byLine: RefundedByLine[];
}

const noteLayout = (
  number: string,
  day: string,
  original: IssuedDocument,
  rows: string[][],
  amountCents: number,
  gstCents: number,
  notes: string[],
  /** The GST-free part of a buyer's note; a fee note has none. */
  gstFreeCents?: number,
): DocumentLayout => ({
  title: 'Adjustment note',
  facts: [
    ['Adjustment note number', number],
    ['Date', day],
    ['Original invoice number', original.number],
    ['Original invoice date', original.issuedOn],
  ],
  recipientHeading: original.series === 'fee' ? 'To' : null,
  columns: [
    { label: 'Adjustment', width: 6 },
    { label: 'Amount (incl. GST)', width: 2, align: 'right' },
    { label: 'GST adjusted', width: 2, align: 'right' },
  ],
  rows,
  totals: [
    ['Adjustment (GST inclusive)', formatCents(amountCents)],
    ...(gstFreeCents === undefined ? [] : [['Of which GST-free', formatCents(gstFreeCents)] as [string, string]]),
    ['GST adjusted', formatCents(gstCents)],
  ],
  notes,
});

/**
 * The vendor's adjustment note to the buyer for a refund of a sale whose invoice was a tax invoice:
 * the amount given back and the GST it takes off the invoice (GST-free lines carry none). Numbered
 * AN-1, AN-2, … per vendor. None for a plain invoice: no GST was charged, so none is adjusted.
 */
export async function issueBuyerNote(
  deps: Pick<AppDeps, 'db'>,
  input: BuyerNoteInput,
): Promise<IssuedDocument | undefined> {
  const { db } = deps;
  const { invoice } = input;
  if (invoice.kind !== 'tax_invoice') return undefined;
  const existing = await findDocumentOfRefund(db, input.refundId, 'buyer');
  if (existing) return existing;
  const { lines, amountCents, gstCents, gstFreeCents } = buyerNoteFigures(invoice.lines, input);
  const vendor = (await vendorParty(db, invoice.vendorId)) ?? invoice.issuer;
  const number = `AN-${await takeNumber(db, invoice.issuerKey, 'adjustment_note')}`;
  const day = marketplaceDayOf(input.refundedAt);
  const inserted = await insertDocument(db, {
    kind: 'adjustment_note',
    series: 'buyer',
    issuerKey: invoice.issuerKey,
    number,
    issuedOn: day,
    vendorId: invoice.vendorId,
    saleId: invoice.saleId,
    refundId: input.refundId,
    originalId: invoice.id,
    issuer: { ...vendor, gstRegistered: invoice.issuer.gstRegistered },
    recipient: invoice.recipient,
    lines,
    totalCents: amountCents,
    gstCents,
    layout: noteLayout(
      number,
      day,
      invoice,
      lines.map((line) => [line.label, formatCents(line.amountCents), formatCents(line.gstCents)]),
      amountCents,
      gstCents,
      [
        `The buyer was refunded: this note reduces tax invoice ${invoice.number} of ${invoice.issuedOn} by the amounts above.`,
        ...(lines.some((line) => line.label === APPORTIONED_LABEL)
          ? ['What was refunded of the items as an amount is apportioned over the invoice lines by their value.']
          : []),
      ],
      gstFreeCents,
    ),
  });
  if (!inserted) throw new Error(`adjustment note ${number} was not issued`);
  return inserted;
}

export interface FeeNoteInput {
  /** The fee invoice of the payout that paid the sale. */
  invoice: IssuedDocument;
  saleId: string;
  refundId: string;
  refundedAt: Date;
  orderNumber: string;
  /** The refund's change of the fee and its GST: negative when fee is given back. */
  feeChangeCents: number;
  feeGstChangeCents: number;
}

/**
 * The marketplace's adjustment note to the vendor for the fee a refund gives back on a sale already
 * on a fee tax invoice. Numbered FA-1, FA-2, … for the marketplace; the next payout deducts it.
 */
export async function issueFeeNote(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: FeeNoteInput,
): Promise<IssuedDocument | undefined> {
  const { db, config } = deps;
  const { invoice } = input;
  if (invoice.kind !== 'tax_invoice' || input.feeChangeCents >= 0) return undefined;
  const existing = await findDocumentOfRefund(db, input.refundId, 'fee');
  if (existing) return existing;
  const amountCents = -input.feeChangeCents;
  const gstCents = -input.feeGstChangeCents;
  const number = `FA-${await takeNumber(db, MARKETPLACE_PARTY, 'adjustment_note')}`;
  const day = marketplaceDayOf(input.refundedAt);
  const label = `Fee given back on order #${input.orderNumber}: the buyer was refunded`;
  const inserted = await insertDocument(db, {
    kind: 'adjustment_note',
    series: 'fee',
    issuerKey: MARKETPLACE_PARTY,
    number,
    issuedOn: day,
    vendorId: invoice.vendorId,
    saleId: input.saleId,
    refundId: input.refundId,
    originalId: invoice.id,
    issuer: { ...invoice.issuer, name: config.marketplace.name, abn: config.marketplace.abn },
    recipient: invoice.recipient,
    lines: [{ label, cells: [], amountCents, gstCents, gstFree: false, part: 'fee' }],
    totalCents: amountCents,
    gstCents,
    layout: noteLayout(
      number,
      day,
      invoice,
      [[label, formatCents(amountCents), formatCents(gstCents)]],
      amountCents,
      gstCents,
      [
        `This note reduces the fees of tax invoice ${invoice.number} of ${invoice.issuedOn}; the next payout deducts it.`,
      ],
    ),
  });
  if (!inserted) throw new Error(`adjustment note ${number} was not issued`);
  return inserted;
}

/** The fee adjustment notes of some refunds (those a payout deducts), by refund id. */
export const feeNotesOfRefunds = (deps: Pick<AppDeps, 'db'>, refundIds: string[]) =>
  feeNotesOfRefundsRow(deps.db, refundIds);

/** The adjustment notes a sale's refunds issued, both kinds, oldest first. */
export const adjustmentNotesOfSale = (deps: Pick<AppDeps, 'db'>, saleId: string) => notesOfSale(deps.db, saleId);

/** One adjustment note as a PDF, for the vendor of its sale and for staff; anyone else finds nothing. */
export async function adjustmentNotePdf(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const note = await findDocument(deps.db, id);
  if (note?.kind !== 'adjustment_note' || (!isStaffRole(actor.role) && note.vendorId !== actor.id)) {
    throw notFound('Adjustment note');
  }
  return { filename: `adjustment-note-${note.number}.pdf`, pdf: await documentPdf(note) };
}

const fact = (note: IssuedDocument, label: string) => note.layout.facts.find(([name]) => name === label)?.[1] ?? '';

export function toAdjustmentNoteDto(note: IssuedDocument): AdjustmentNoteDto {
  return {
    _id: note.id,
    kind: note.series,
    number: note.number,
    date: note.issuedOn,
    amount: centsToDollars(note.totalCents),
    gst: centsToDollars(note.gstCents),
    originalNumber: fact(note, 'Original invoice number'),
    originalDate: fact(note, 'Original invoice date'),
  };
}
