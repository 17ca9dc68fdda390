/** The auth module's public face: what other modules and the app's composition use. */
export { ACTION_HEADER, actionUser, registerAuth } from './auth.plugin.ts';
export { authRoutes, rootAuthRoutes } from './auth.routes.ts';
export { publicUserOf, refuseCommonPassword } from './auth.service.ts';
