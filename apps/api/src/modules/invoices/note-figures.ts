import { gstIncludedCents, spreadCents } from '@soko/shared';
import type { DocumentLine } from '../../db/schema/index.ts';

/** What the buyer got back so far: items and shipping apart, in cents, and each item line's part (invoice order). */
export interface Refunded {
  items: number;
  shipping: number;
  lines: number[];
}

/**
 * The item lines' refunded parts: what was refunded of the items spread over the lines in proportion
 * to their amounts, to the cent, the cents left by rounding down going to the largest remainders
 * (ties to the first line). It depends on the total refunded alone, so each refund's GST is the
 * difference between two such states and the notes add up to the invoice's GST less the final GST.
 */
export const refundedPerLine = (amounts: number[], refundedCents: number): number[] =>
  spreadCents(refundedCents, amounts);

/** The GST an item line still carries once `refundedCents` of it was given back: none on a GST-free line. */
const lineGstKept = (line: DocumentLine, refundedCents: number) =>
  line.gstFree ? 0 : gstIncludedCents(line.amountCents - refundedCents);

/** The GST a tax invoice's supply still carries once `refunded` was given back: per taxable line, on what is kept. */
export function gstKeptCents(lines: DocumentLine[], refunded: Refunded): number {
  const items = lines.filter((line) => line.part !== 'shipping');
  let gst = 0;
  items.forEach((line, index) => {
    gst += lineGstKept(line, refunded.lines[index] ?? 0);
  });
  for (const line of lines) {
    if (line.part === 'shipping' && !line.gstFree) gst += gstIncludedCents(line.amountCents - refunded.shipping);
  }
  return gst;
}

/** Units of an invoice item line (its index among the item lines) refunded by line. */
export interface RefundedByLine {
  index: number;
  qty: number;
}

/** A refund as its note sees it: refunded before and after, and the units refunded by line (none for an amount). */
export interface NoteChange {
  before: Refunded;
  after: Refunded;
  byLine: RefundedByLine[];
}

export const APPORTIONED_LABEL = 'Refund of items (apportioned over the lines by value)';

/**
 * The note's item rows: one per line refunded by units with that line's own GST, then one
 * apportioned row for what the refund gave back of other lines (all of it for an amount).
 */
function itemRows(input: NoteChange, itemLines: DocumentLine[], itemsCents: number, itemsGst: number) {
  if (itemsCents === 0) return [];
  const byLine = input.byLine.flatMap(({ index, qty }) => {
    const line = itemLines[index];
    if (!line) return [];
    const before = input.before.lines[index] ?? 0;
    const after = input.after.lines[index] ?? 0;
    return [
      {
        label: `Refund of ${qty} × ${line.label}${line.gstFree ? ' (GST-free)' : ''}`,
        cells: [],
        amountCents: after - before,
        gstCents: lineGstKept(line, before) - lineGstKept(line, after),
        gstFree: line.gstFree,
        part: 'item' as const,
      },
    ];
  });
  // A return's units take their price; what an earlier amount took of their lines comes from the others.
  const apportionedCents = itemsCents - byLine.reduce((sum, row) => sum + row.amountCents, 0);
  if (apportionedCents === 0) return byLine;
  const apportionedGst = itemsGst - byLine.reduce((sum, row) => sum + row.gstCents, 0);
  return [
    ...byLine,
    {
      label: APPORTIONED_LABEL,
      cells: [],
      amountCents: apportionedCents,
      gstCents: apportionedGst,
      gstFree: false,
      part: 'item' as const,
    },
  ];
}

/** What of a refund was GST-free: its share of GST-free item lines and GST-free shipping. */
function gstFreeCents(lines: DocumentLine[], before: Refunded, after: Refunded): number {
  let cents = 0;
  lines
    .filter((line) => line.part !== 'shipping')
    .forEach((line, index) => {
      if (line.gstFree) cents += (after.lines[index] ?? 0) - (before.lines[index] ?? 0);
    });
  if (lines.some((line) => line.part === 'shipping' && line.gstFree)) cents += after.shipping - before.shipping;
  return cents;
}

/**
 * The rows and figures of a buyer's adjustment note: items by line (each with its own GST) or one
 * apportioned row, then shipping; the GST adjusted is the GST kept before less the GST kept after.
 */
export function buyerNoteFigures(invoiceLines: DocumentLine[], change: NoteChange) {
  const { before, after } = change;
  const itemsCents = after.items - before.items;
  const shippingCents = after.shipping - before.shipping;
  const gstBefore = gstKeptCents(invoiceLines, before);
  const afterItemsOnly = gstKeptCents(invoiceLines, { ...after, shipping: before.shipping });
  const gstAfter = gstKeptCents(invoiceLines, after);
  const itemLines = invoiceLines.filter((line) => line.part !== 'shipping');
  const lines: DocumentLine[] = [
    ...itemRows(change, itemLines, itemsCents, gstBefore - afterItemsOnly),
    ...(shippingCents > 0
      ? [
          {
            label: 'Refund of shipping',
            cells: [],
            amountCents: shippingCents,
            gstCents: afterItemsOnly - gstAfter,
            gstFree: false,
            part: 'shipping' as const,
          },
        ]
      : []),
  ];
  return {
    lines,
    amountCents: itemsCents + shippingCents,
    gstCents: gstBefore - gstAfter,
    gstFreeCents: gstFreeCents(invoiceLines, before, after),
  };
}
