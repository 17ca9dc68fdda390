/** What other features may use of sign-in: starting a session, and the account still being set up. */
export {
  isPendingAction,
  type LoginResponse,
  type MessageResponse,
  rememberPendingAction,
  startSession,
  updateSessionUser,
} from './api.ts';
export { authKeys } from './keys.ts';
export {
  clearPendingAccount,
  getPendingAccount,
  type PendingAccount,
  setPendingAccount,
  updatePendingUser,
  usePendingAccount,
} from './pending-account.ts';
