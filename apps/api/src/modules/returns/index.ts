/** The returns module's public face: what other modules and the app's composition use. */

export { openReturnForCase } from './returns.case.ts';
export { clearReturnFreeText } from './returns.face.service.ts';
export { returnRoutes } from './returns.routes.ts';
export { closeReturnWithSaleRefund, returnsWaiting } from './returns.service.ts';
