/** The stores module's public face: what other modules and the app's composition use. */

export { clearStoreBio } from './stores.face.service.ts';
export { storeRoutes } from './stores.routes.ts';
