/** What other features may use of a vendor's team. */
export { teamQuery } from './api.ts';
export { teamKeys } from './keys.ts';
export { TeamTable } from './team-table.tsx';
