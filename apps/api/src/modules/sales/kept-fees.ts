import { DEFAULT_FEE_TERMS, type FeeLine, feesOnBases, spreadCents } from '@soko/shared';
import type { SaleItem } from '../../db/schema/index.ts';

/** The terms frozen on a line; a line of a sale from before commission rules was on the built-in default. */
function feeLineOf(item: SaleItem): FeeLine {
  if (item.feePercentBasisPoints === null || item.feeFixedCents === null) {
    return { terms: DEFAULT_FEE_TERMS, saleWide: true };
  }
  return {
    terms: {
      percentBasisPoints: item.feePercentBasisPoints,
      fixedCents: item.feeFixedCents,
      minCents: item.feeMinCents,
      maxCents: item.feeMaxCents,
    },
    saleWide: item.feeRuleId === null,
  };
}

/**
 * Each line's fee once the buyer was given back `refundedItems` (per line, in the items' order) and
 * `refundedShippingCents` of the shipping (spread over the lines by their shares): its frozen terms
 * on what the buyer kept of it, so a line refunded in full pays nothing and nothing refunded changes
 * nothing. Lines on the built-in default pay it together, as at the sale.
 */
export function keptLineFees(items: SaleItem[], refundedItems: number[], refundedShippingCents: number): number[] {
  const shippingBack = spreadCents(
    refundedShippingCents,
    items.map((item) => item.shippingShareCents),
  );
  const kept = items.map(
    (item, index) =>
      item.priceCents * item.qty - (refundedItems[index] ?? 0) + item.shippingShareCents - (shippingBack[index] ?? 0),
  );
  return feesOnBases(kept, items.map(feeLineOf));
}
