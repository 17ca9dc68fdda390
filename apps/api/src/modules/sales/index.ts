/** The sales module's public face: what other modules and the app's composition use. */

export { refundForCase, refundReturnedItems } from './refunds.service.ts';
export {
  deliveryCounts,
  itemsOfSales,
  type OwedVendorRow,
  type PlacedSale,
  recordPlacedSales,
  saleIdsOfOrders,
  salesOfOrders,
  salesWithItemsOfOrders,
} from './sales.face.service.ts';
export { newSaleMail, toAddressDto, toSaleItemDto } from './sales.presenter.ts';
export { saleRoutes } from './sales.routes.ts';
export {
  countNotProcessed,
  earningsCents,
  earningsOf,
  latestSales,
  listSales,
  saleCountsOf,
  salesChart,
  saleTotals,
  vendorsOwed,
  vendorsOwedList,
} from './sales.service.ts';
export { customerSearch, lineFeesOfSaleText } from './sales.sql.ts';
