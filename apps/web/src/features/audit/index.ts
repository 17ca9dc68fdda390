/** What other features may use of the audit log: its cache keys, so that whatever writes an entry shows in the log. */
export { auditKeys } from './keys.ts';
