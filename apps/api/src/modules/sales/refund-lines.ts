import type { RefundLine } from '../../db/schema/index.ts';
import { refundedPerLine } from '../invoices/index.ts';

/** An item line of a sale and what its refunds gave back of it so far. */
export interface LineState {
  itemId: string;
  name: string;
  qty: number;
  amountCents: number;
  refundedQty: number;
  refundedCents: number;
}

/**
 * Each item line's refunded units and cents after `earlier` refunds (oldest first). Refunds from
 * before line refunds recorded no lines: their total is spread over the lines by value, as their
 * notes were, and later refunds add what they recorded.
 */
export function refundedLines(
  items: { id: string; name: string; qty: number; priceCents: number }[],
  earlier: { amountCents: number; lines: RefundLine[] }[],
): LineState[] {
  const amounts = items.map((item) => item.priceCents * item.qty);
  const legacy = earlier.filter((refund) => refund.lines.length === 0).reduce((sum, r) => sum + r.amountCents, 0);
  const spread = refundedPerLine(amounts, legacy);
  const state = items.map((item, index) => ({
    itemId: item.id,
    name: item.name,
    qty: item.qty,
    amountCents: amounts[index] ?? 0,
    refundedQty: 0,
    refundedCents: spread[index] ?? 0,
  }));
  const byId = new Map(state.map((line) => [line.itemId, line]));
  for (const refund of earlier) {
    for (const part of refund.lines) {
      const line = byId.get(part.itemId);
      if (!line) continue;
      line.refundedQty += part.qty;
      line.refundedCents += part.amountCents;
    }
  }
  return state;
}

/** Units of a line not yet refunded by line. */
export const unitsLeft = (line: LineState): number => line.qty - line.refundedQty;

/**
 * What refunding `qty` more units of a line gives back: their price, less the share of earlier
 * amounts (apportioned) the line already gave back; the last units take exactly what is left.
 */
export function unitsRefundCents(line: LineState, qty: number): number {
  const left = unitsLeft(line);
  const cents = line.amountCents - line.refundedCents;
  return qty >= left ? cents : Math.round((cents * qty) / left);
}

/** An amount for the items spread over the lines by what is left of each (cents to the largest remainders). */
export function apportion(state: LineState[], amountCents: number): RefundLine[] {
  const shares = refundedPerLine(
    state.map((line) => line.amountCents - line.refundedCents),
    amountCents,
  );
  return state.flatMap((line, index) =>
    (shares[index] ?? 0) > 0 ? [{ itemId: line.itemId, qty: 0, amountCents: shares[index] ?? 0 }] : [],
  );
}

/**
 * A return's lines for `amountCents` (its units' price, no more than is left of the items): each
 * returned line gives back its units' price up to what is left of the line, and what an earlier
 * amount took of those lines comes from what is left of the lines, spread by value. The buyer who
 * returns a unit gets what it was sold for, as the return says, and each line's GST still follows it.
 */
export function returnedUnitsLines(
  state: LineState[],
  returned: { itemId: string; qty: number }[],
  amountCents: number,
): RefundLine[] {
  const byId = new Map(state.map((line) => [line.itemId, line]));
  const units = returned.flatMap(({ itemId, qty }) => {
    const line = byId.get(itemId);
    if (!line) return [];
    const price = (line.amountCents * qty) / line.qty;
    return [{ itemId, qty, amountCents: Math.min(price, line.amountCents - line.refundedCents) }];
  });
  const rest = amountCents - units.reduce((sum, line) => sum + line.amountCents, 0);
  const merged = new Map(units.map((line) => [line.itemId, line]));
  for (const share of apportion(afterRefund(state, units), rest)) {
    const line = merged.get(share.itemId);
    merged.set(share.itemId, line ? { ...line, amountCents: line.amountCents + share.amountCents } : share);
  }
  return [...merged.values()];
}

/** The state after a refund's lines, and each line's refunded cents in the lines' order (the invoice's). */
export function afterRefund(state: LineState[], lines: RefundLine[]): LineState[] {
  const parts = new Map(lines.map((line) => [line.itemId, line]));
  return state.map((line) => {
    const part = parts.get(line.itemId);
    return part
      ? { ...line, refundedQty: line.refundedQty + part.qty, refundedCents: line.refundedCents + part.amountCents }
      : line;
  });
}
