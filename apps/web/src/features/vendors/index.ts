/** What other features may use of vendors: their cache keys, so that a change to a user's account reaches the vendors lists. */
export { vendorKeys } from './keys.ts';
