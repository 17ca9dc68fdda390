/** What other features may use of payouts. */
export { payoutListQuery } from './api.ts';
export { payoutKeys } from './keys.ts';
