/** The sales module's public face: what other modules and the app's composition use. */
export { insertSaleItems, insertSales } from './order-sales.repo.ts';
export { refundReturnedItems } from './refunds.service.ts';
export { deliveryCounts, type OwedVendorRow } from './sale-totals.repo.ts';
export { customerSearch } from './sales.list.repo.ts';
export { newSaleMail, toAddressDto, toSaleItemDto } from './sales.presenter.ts';
export {
  insertStatusChanges,
  itemsOfSales,
  saleIdsOfOrders,
  salesOfOrders,
  salesWithItemsOfOrders,
} from './sales.repo.ts';
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
