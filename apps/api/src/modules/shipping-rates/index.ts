/** The shipping-rates module's public face: what other modules and the app's composition use. */
export { shippingRateRoutes } from './shipping-rates.routes.ts';
export { assertCarrierRate, type RateBook, rateBookFor } from './shipping-rates.service.ts';
