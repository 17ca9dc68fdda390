/** What other features may use of cases: the cache keys, and the section listing a sale's cases. */
export { CasesOfSaleSection } from './components/cases-of-sale.tsx';
export { caseKeys } from './keys.ts';
