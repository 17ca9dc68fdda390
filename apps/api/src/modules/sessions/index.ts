/** The sessions module's public face: what other modules and the app's composition use. */
export { sessionRoutes } from './sessions.routes.ts';
export {
  announceSessionsEnded,
  endSessionRowsOf,
  endThisSession,
  findSignedIn,
  isNewBrowserFor,
  noteSessionSeen,
  reissueSessionToken,
  type SessionState,
  type SignInDevice,
  signInDeviceOf,
  startSession,
  stillSignedInAmong,
} from './sessions.service.ts';
