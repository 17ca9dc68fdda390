/**
 * What other features may use of reviews: the product page's section of reviews (with the product's
 * rating) and the cache keys.
 */
export { ProductReviewsSection } from './components/product-reviews.tsx';
export { RatingSummary, ratingText } from './components/rating-summary.tsx';
export { reviewKeys } from './keys.ts';
