/** What other features may use of messages: their cache keys. */
export { messageKeys } from './keys.ts';
