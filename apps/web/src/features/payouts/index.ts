/** What other features may use of payouts. */
export { payoutListQuery } from './api.ts';
