/** The products module's public face: what other modules and the app's composition use. */

export { productsAwaitingApproval } from './products.approval.service.ts';
export { bulkEditProducts } from './products.bulk.service.ts';
export { retiredCarrierNoticeJob, sendRetiredCarrierNotices, stockCounts } from './products.carriers.ts';
export { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX } from './products.images.ts';
export { productImportJob } from './products.import-job.ts';
export { approvalCounts, listProductRows, netWorthCents } from './products.list.repo.ts';
export { revisionsAwaitingReview } from './products.revisions.service.ts';
export { productRoutes } from './products.routes.ts';
export { listProducts, liveProductsOf } from './products.service.ts';
export { stockStateCounts } from './products.stock.repo.ts';
export { productStockRoutes } from './products.stock.routes.ts';
export {
  onStockCrossings,
  returnStock,
  type StockCrossing,
  type StockLine,
  takeStock,
} from './products.stock.service.ts';
export {
  type BulkChange,
  pauseLiveProductsOf,
  setVendorProductStatus,
  setVendorSalePercentage,
  setVendorShippingProvider,
} from './vendor-products.repo.ts';
