/** The dashboard module's public face: what other modules and the app's composition use. */
export { dashboardRoutes } from './dashboard.routes.ts';
export { staffDigestJob } from './staff-digest.ts';
