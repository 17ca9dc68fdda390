/** What other features may use of the profile: its cache keys. */
export { profileKeys } from './keys.ts';
