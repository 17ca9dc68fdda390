/** What other features may use of commission rules: the fee under a product's price, a vendor's rates. */
export { FeeNote } from './components/fee-note.tsx';
export { MyRates } from './components/my-rates.tsx';
export { commissionKeys } from './keys.ts';
