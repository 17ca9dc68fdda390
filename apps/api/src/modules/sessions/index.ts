export { hasAnySession, hasSessionFromBrowser } from './sessions.repo.ts';
export { type SessionState, type SignInDevice, signInDeviceOf, startSession } from './sessions.service.ts';
