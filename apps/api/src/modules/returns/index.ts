/** The returns module's face for other modules. */
export { closeReturnWithSaleRefund } from './returns.service.ts';
