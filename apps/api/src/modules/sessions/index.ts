/** The sessions module's public face: what other modules and the app's composition use. */
export { hasAnySession, hasSessionFromBrowser } from './sessions.repo.ts';
export { sessionRoutes } from './sessions.routes.ts';
export {
  announceSessionsEnded,
  endAllSessions,
  endThisSession,
  findSignedIn,
  isStillSignedIn,
  noteSessionSeen,
  type OpenSignIn,
  reissueSessionToken,
  type SessionState,
  type SignInDevice,
  signInDeviceOf,
  startSession,
} from './sessions.service.ts';
