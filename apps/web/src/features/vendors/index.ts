/**
 * What other features may use of vendors: their cache keys, so that a change to a user's account reaches
 * the vendors lists, and opening a vendor's page (the standards list).
 */
export { useSelectVendor } from './components/use-select-vendor.ts';
export { vendorKeys } from './keys.ts';
