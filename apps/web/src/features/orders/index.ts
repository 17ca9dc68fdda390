/** What other features may use of orders: their cache keys, so that a change to a sale or a return reaches its order. */
export { orderKeys } from './keys.ts';
