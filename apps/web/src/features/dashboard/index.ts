/** What other features may use of the dashboard: its cache keys, so that a change to a figure it shows asks it again. */
export { dashboardKeys } from './keys.ts';
