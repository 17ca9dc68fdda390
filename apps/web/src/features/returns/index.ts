/**
 * What other features may use of returns: the cache keys, so that opening a return elsewhere refreshes
 * its lists, and the section that lists a sale's or an order's returns on their pages.
 */
export { returnsOfQuery } from './api.ts';
export { ReturnsOfSection } from './components/returns-of.tsx';
export { returnKeys } from './keys.ts';
