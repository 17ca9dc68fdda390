import type { PriceEntry } from '@soko/shared';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPriceHistory } from '../../db/schema/index.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

export type PriceHistoryRow = typeof productPriceHistory.$inferSelect;

export const entryOf = (row: PriceHistoryRow): PriceEntry => ({
  priceCents: row.priceCents,
  salesPercentage: row.salesPercentage,
  saleStartsAt: row.saleStartsAt,
  saleEndsAt: row.saleEndsAt,
  from: row.validFrom,
  to: row.validTo,
});

/** An entry rewritten within its own transaction lasted no time: no buyer saw it. */
const lasted = or(
  isNull(productPriceHistory.validTo),
  sql`${productPriceHistory.validTo} > ${productPriceHistory.validFrom}`,
);

/**
 * At most this many kept entries are read per product: a price changed every minute by a script must
 * not make one page read millions of rows. A sale whose "was" price lies further back has none.
 */
export const PRICE_ENTRIES_READ_MAX = 200;
/** The product page's history: the newest entries of the product and its variants. */
export const PRICE_HISTORY_SHOWN_MAX = 1_000;

function prepareOwnEntries(db: Db) {
  const newest = db
    .select()
    .from(productPriceHistory)
    .where(and(sql`${productPriceHistory.productId} = product_ids.id`, isNull(productPriceHistory.variantSize), lasted))
    .orderBy(desc(productPriceHistory.validFrom))
    .limit(PRICE_ENTRIES_READ_MAX)
    .as('newest');
  return db
    .select({
      id: newest.id,
      productId: newest.productId,
      variantSize: newest.variantSize,
      priceCents: newest.priceCents,
      salesPercentage: newest.salesPercentage,
      saleStartsAt: newest.saleStartsAt,
      saleEndsAt: newest.saleEndsAt,
      validFrom: newest.validFrom,
      validTo: newest.validTo,
    })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) as product_ids(id)`)
    .innerJoinLateral(newest, sql`true`)
    .prepare('');
}

const ownEntriesStatement = preparedByShape<ReturnType<typeof prepareOwnEntries>>();

/** The newest kept entries of each product's own price (index product_price_history_product_idx), oldest first. */
export async function ownPriceEntriesOf(db: Db, ids: string[]): Promise<PriceHistoryRow[]> {
  const rows = await ownEntriesStatement(db, 'own', () => prepareOwnEntries(db)).execute({ ids });
  return rows.sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}

/** The newest kept entries of a product and its variants, oldest first. */
export async function priceHistoryRowsOf(db: Db, productId: string): Promise<PriceHistoryRow[]> {
  const rows = await db
    .select()
    .from(productPriceHistory)
    .where(and(eq(productPriceHistory.productId, productId), lasted))
    .orderBy(desc(productPriceHistory.validFrom))
    .limit(PRICE_HISTORY_SHOWN_MAX);
  return rows.reverse();
}
