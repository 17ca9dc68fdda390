import { type PriceEntry, pricePeriods, priorPriceCents, type SaleWindow, saleStateAt } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { entryOf, priceEntriesOf } from './products.price-history.repo.ts';

/**
 * The "was" price of each product whose sale holds now (docs/product.md "Sales and honest prices"),
 * from its own kept prices: one read for the page, none when nothing on it is on sale.
 */
export async function priorPricesOf(
  db: Db,
  rows: (SaleWindow & { id: string })[],
  now: Date,
): Promise<Map<string, number | null>> {
  const onSale = rows.filter((row) => saleStateAt(row, now) === 'active').map((row) => row.id);
  const prior = new Map<string, number | null>();
  if (onSale.length === 0) return prior;
  const byProduct = new Map<string, PriceEntry[]>();
  for (const row of await priceEntriesOf(db, onSale, false)) {
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), entryOf(row)]);
  }
  for (const id of onSale) {
    const entries = byProduct.get(id) ?? [];
    prior.set(id, priorPriceCents(pricePeriods(entries, entries, now), now));
  }
  return prior;
}
