/** The profile module's public face: what other modules and the app's composition use. */
export { profileRoutes } from './profile.routes.ts';
