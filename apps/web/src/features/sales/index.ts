/** What other features may use of sales: their cache keys, so that a change to a payout, a return or a vendor reaches the sales shown. */
export { saleKeys } from './keys.ts';
