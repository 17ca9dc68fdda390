import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { productRatings } from '../../db/schema/index.ts';

/** A product's kept figures as its queries read them: null while it has no visible review. */
export interface RatingFigures {
  reviews: number;
  ratingSum: number;
}

/**
 * The kept figures of a product as one value of a product query, read by the primary key of
 * `product_ratings`: the products module selects it beside a product's columns (one statement a page).
 */
export function productRatingColumn(productId: AnyColumn): SQL<RatingFigures | null> {
  return sql<RatingFigures | null>`(select json_build_object('reviews', ${productRatings.reviews}, 'ratingSum', ${productRatings.ratingSum})
    from ${productRatings} where ${productRatings.productId} = ${productId})`;
}
