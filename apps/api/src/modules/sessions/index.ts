/** The sessions module's public face: what other modules and the app's composition use. */
export { hasAnySession, hasSessionFromBrowser } from './sessions.repo.ts';
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
