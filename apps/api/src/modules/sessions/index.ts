/** The sessions module's public face: what other modules and the app's composition use. */
export { sessionRoutes } from './sessions.routes.ts';
export {
  endAllSessions,
  endThisSession,
  findSignedIn,
  noteSessionSeen,
  reissueSessionToken,
  type SessionState,
  type SignInDevice,
  signInDeviceOf,
  startSession,
} from './sessions.service.ts';
