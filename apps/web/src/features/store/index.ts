/** What other features may use of the vendor's store. */
export { myStoreQuery } from './api.ts';
export { storeKeys } from './keys.ts';
