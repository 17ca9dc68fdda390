/**
 * What other features may use of sales: their cache keys, so that a change to a payout, a return or a
 * vendor reaches the sales shown, and the download of an adjustment note (the payout screens list them).
 */

export { downloadAdjustmentNote } from './adjustment-note-download.ts';
export { saleKeys } from './keys.ts';
