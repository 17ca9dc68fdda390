import { centsToDollars, type PriceHistoryResponse, pricePeriods } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { entryOf, priceHistoryRowsOf } from './products.price-history.repo.ts';
import { findProductRow, variantsOfProduct } from './products.repo.ts';
import { scopeOf } from './products.shared.ts';

/**
 * `GET /api/product/{id}/price-history` (the product's vendor, or staff): each period at one price
 * of the product and of each variant (a variant's sale is its product's), oldest first, from the
 * newest PRICE_HISTORY_SHOWN_MAX kept entries.
 */
export async function productPriceHistory(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
  now = new Date(),
): Promise<PriceHistoryResponse> {
  const product = await findProductRow(deps.db, id, scopeOf(actor));
  if (!product) throw notFound('Product');
  const [rows, variants] = await Promise.all([priceHistoryRowsOf(deps.db, id), variantsOfProduct(deps.db, id)]);
  const own = rows.filter((row) => row.variantSize === null).map(entryOf);
  // The variants in the product's order, then those it no longer has.
  const sizes = [
    ...new Set([
      ...variants.map((variant) => variant.size),
      ...rows.flatMap((row) => (row.variantSize === null ? [] : [row.variantSize])),
    ]),
  ];
  const tracks = [
    { variant: null, base: own },
    ...sizes.map((size) => ({ variant: size, base: rows.filter((row) => row.variantSize === size).map(entryOf) })),
  ];
  return {
    items: tracks.flatMap(({ variant, base }) =>
      pricePeriods(base, own, now).map((period) => ({
        variant,
        price: centsToDollars(period.priceCents),
        salesPercentage: period.salesPercentage,
        salesPrice: centsToDollars(period.paidCents),
        from: period.from.toISOString(),
        to: period.to?.toISOString() ?? null,
      })),
    ),
  };
}
