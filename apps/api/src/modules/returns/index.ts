/** The returns module's public face: what other modules and the app's composition use. */

export { clearReturnFreeText } from './returns.repo.ts';
export { returnRoutes } from './returns.routes.ts';
export { closeReturnWithSaleRefund, returnsWaiting } from './returns.service.ts';
