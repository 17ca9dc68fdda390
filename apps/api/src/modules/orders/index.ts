/** The orders module's public face: what other modules and the app's composition use. */

export {
  type AlongsideOrders,
  DEIDENTIFIED_BUYER,
  deidentifyBuyers,
  removeBuyerContacts,
} from './orders.face.service.ts';
export { orderRoutes } from './orders.routes.ts';
export { latestOrders } from './orders.service.ts';
