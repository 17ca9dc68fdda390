/** The health module's public face: what other modules and the app's composition use. */
export { healthRoutes } from './health.routes.ts';
