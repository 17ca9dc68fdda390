/** The products module's public face: what other modules and the app's composition use. */
export { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX } from './products.images.ts';
export { approvalCounts, listProductRows, netWorthCents } from './products.repo.ts';
export { revisionsAwaitingReview } from './products.revisions.service.ts';
export { productRoutes } from './products.routes.ts';
export { listProducts, liveProductsOf, productsAwaitingApproval } from './products.service.ts';
export {
  type BulkChange,
  pauseLiveProductsOf,
  setVendorProductStatus,
  setVendorSalePercentage,
  setVendorShippingProvider,
} from './vendor-products.repo.ts';
