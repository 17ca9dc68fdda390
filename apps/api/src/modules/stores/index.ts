/** The stores module's public face: what other modules and the app's composition use. */
export { storeRoutes } from './stores.routes.ts';
