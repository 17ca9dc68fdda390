/** The products module's public face: what other modules and the app's composition use. */

export { productsAwaitingApproval } from './products.approval.service.ts';
export { bulkEditProducts } from './products.bulk.service.ts';
export { retiredCarrierNoticeJob, sendRetiredCarrierNotices, stockCounts } from './products.carriers.ts';
export {
  approvalCounts,
  type BulkChange,
  listProductRows,
  netWorthCents,
  pauseLiveProductsOf,
  setVendorProductStatus,
  setVendorSalePercentage,
  setVendorShippingProvider,
  stockStateCounts,
} from './products.face.service.ts';
export { PRODUCT_IMAGE_AREA, PRODUCT_IMAGE_URL_PREFIX } from './products.images.ts';
export { productImportJob } from './products.import-job.ts';
export { revisionsAwaitingReview } from './products.revisions.service.ts';
export { productRoutes } from './products.routes.ts';
export { listProducts, liveProductsOf } from './products.service.ts';
export { productStockRoutes } from './products.stock.routes.ts';
export {
  onStockCrossings,
  returnStock,
  type StockCrossing,
  type StockLine,
  takeStock,
} from './products.stock.service.ts';
