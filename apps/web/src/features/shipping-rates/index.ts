/** What other features may use of shipping rates: the note that tells a product form which rate applies. */
export { SHIPPING_RATES_PATH } from './api.ts';
export { CarrierRateNote } from './components/carrier-rate-note.tsx';
export { shippingRateKeys } from './keys.ts';
