/** The vendors module's public face: what other modules and the app's composition use. */
export { vendorRoutes } from './vendors.routes.ts';
