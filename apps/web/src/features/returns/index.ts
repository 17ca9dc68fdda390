/** What other features may use of returns: the cache keys, so that opening a return elsewhere refreshes its lists. */
export { returnKeys } from './api.ts';
