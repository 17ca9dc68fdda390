/** The users module's public face: what other modules and the app's composition use. */

export {
  emailIsTaken,
  findUserByEmail,
  findUserById,
  onboardedSql,
  USER_ORDER_BY,
  type UserListRow,
  userListColumns,
  userSearchSql,
} from './accounts.read.ts';
export {
  type AccountDetails,
  changeAccountDetails,
  chooseActiveVendor,
  createAccount,
  endAllSessions,
  markUserClosed,
  recordActivation,
  recordEmailVerified,
  setAccountActive,
  setPassword,
} from './accounts.service.ts';
export { ensureSuperAdmin } from './admin-bootstrap.ts';
export {
  consumeEmailToken,
  deleteExpiredTokens,
  findUsableEmailToken,
  issueEmailToken,
} from './email-tokens.service.ts';
export { profileColumnsOf } from './profile-columns.ts';
export {
  listRowOf,
  onboardingStateOf,
  PENDING_ACTION_FOR,
  pendingActionOf,
  pendingChangeViewOf,
  toPublicUser,
} from './users.presenter.ts';
export { userRoutes } from './users.routes.ts';
export { type InvitedTeam, inviteAccount, reinviteAccount, resendInvitation, staffToNotify } from './users.service.ts';
