/** What other features may use of identity review: its cache keys. */
export { verificationKeys } from './keys.ts';
