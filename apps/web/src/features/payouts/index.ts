/** What other features may use of payouts. */
export { payoutListQuery } from './api.ts';
export { NextPayout } from './components/next-payout.tsx';
export { VendorSelect } from './components/vendor-select.tsx';
export { payoutKeys } from './keys.ts';
