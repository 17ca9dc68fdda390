/** The payouts module's public face: what other modules and the app's composition use. */
export { payoutRoutes } from './payouts.routes.ts';
export { payoutScheduleRoutes } from './payouts.schedule.routes.ts';
