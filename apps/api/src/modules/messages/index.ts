/** The messages module's public face: what other modules and the app's composition use. */
export { countUnread } from './messages.face.service.ts';
export { messageRoutes } from './messages.routes.ts';
