/** The sessions module's public face: what other modules and the app's composition use. */
export { hasAnySession, hasSessionFromBrowser } from './sessions.repo.ts';
export { sessionRoutes } from './sessions.routes.ts';
export {
  announceSessionsEnded,
  endAllSessions,
  endThisSession,
  findSignedIn,
  noteSessionSeen,
  reissueSessionToken,
  type SessionState,
  type SignInDevice,
  signInDeviceOf,
  startSession,
  stillSignedInAmong,
} from './sessions.service.ts';
