/** The reviews module's public face: what other modules and the app's composition use. */

export { reviewRoutes } from './reviews.routes.ts';
export { vendorRatingOf } from './reviews.service.ts';
export { productRatingColumn, type RatingFigures } from './reviews.sql.ts';
