import { type PriceEntry, pricePeriods, priorPriceCents, type SaleWindow, saleStateAt } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { entryOf, ownPriceEntriesOf, PRICE_ENTRIES_READ_MAX } from './products.price-history.repo.ts';

/**
 * From when every price of a product is known: from its listing when its history starts there (a
 * product listed since the history was kept, all of whose entries were read); otherwise from its
 * first entry read, before which a lower price may hide.
 */
function knownFrom(entries: PriceEntry[], createdAt: Date): Date | null {
  const first = entries[0];
  if (!first) return null;
  const fromListing = entries.length < PRICE_ENTRIES_READ_MAX && first.from.getTime() <= createdAt.getTime();
  return fromListing ? null : first.from;
}

/**
 * The "was" price of each product whose sale holds now (docs/product.md "Sales and honest prices"),
 * from its own kept prices: one read for the page, none when nothing on it is on sale.
 */
export async function priorPricesOf(
  db: Db,
  rows: (SaleWindow & { id: string; createdAt: Date })[],
  now: Date,
): Promise<Map<string, number | null>> {
  const onSale = rows.filter((row) => saleStateAt(row, now) === 'active');
  const prior = new Map<string, number | null>();
  if (onSale.length === 0) return prior;
  const byProduct = new Map<string, PriceEntry[]>();
  for (const row of await ownPriceEntriesOf(
    db,
    onSale.map((product) => product.id),
  )) {
    byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), entryOf(row)]);
  }
  for (const product of onSale) {
    const entries = byProduct.get(product.id) ?? [];
    prior.set(
      product.id,
      priorPriceCents(pricePeriods(entries, entries, now), now, knownFrom(entries, product.createdAt)),
    );
  }
  return prior;
}
