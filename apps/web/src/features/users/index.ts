/** What other features may use of users: their cache keys, so that a change to a vendor's account reaches the users list. */
export { userKeys } from './keys.ts';
