/** The products module's public face: what other modules and the app's composition use. */
export { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX } from './products.images.ts';
export { approvalCounts, listProductRows, netWorthCents } from './products.repo.ts';
export { productRoutes } from './products.routes.ts';
export { listProducts, liveProductsOf, productsAwaitingApproval, revisionsAwaitingReview } from './products.service.ts';
