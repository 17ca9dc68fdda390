/** The orders module's public face: what other modules and the app's composition use. */
export { orderRoutes } from './orders.routes.ts';
export { latestOrders } from './orders.service.ts';
export { type AlongsideOrders, DEIDENTIFIED_BUYER, deidentifyBuyers, removeBuyerContacts } from './retention.repo.ts';
