import type { PriceEntry } from '@soko/shared';
import { and, asc, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productPriceHistory } from '../../db/schema/index.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';

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

function preparePriceEntries(db: Db, withVariants: boolean) {
  return db
    .select()
    .from(productPriceHistory)
    .where(
      and(
        isAnyOf(productPriceHistory.productId, 'ids'),
        withVariants ? undefined : isNull(productPriceHistory.variantSize),
        lasted,
      ),
    )
    .orderBy(asc(productPriceHistory.productId), asc(productPriceHistory.validFrom))
    .prepare('');
}

const priceEntryStatements = preparedByShape<ReturnType<typeof preparePriceEntries>>();

/** The kept entries of these products, oldest first (index product_price_history_product_idx). */
export function priceEntriesOf(db: Db, ids: string[], withVariants: boolean): Promise<PriceHistoryRow[]> {
  const statement = priceEntryStatements(db, withVariants ? 'all' : 'own', () => preparePriceEntries(db, withVariants));
  return statement.execute({ ids });
}
