/** The users module's public face: what other modules and the app's composition use. */
export { markUserClosed, type UserStillHas, updateUserIfStill } from './account-state.repo.ts';
export { ensureSuperAdmin } from './admin-bootstrap.ts';
export { consumeEmailToken, deleteExpiredTokens, findUsableEmailToken, issueEmailToken } from './email-tokens.repo.ts';
export { profileColumnsOf } from './profile-columns.ts';
export {
  onboardingStateOf,
  PENDING_ACTION_FOR,
  pendingActionOf,
  pendingChangeViewOf,
  toPublicUser,
} from './users.presenter.ts';
export {
  emailIsTaken,
  findUserByEmail,
  findUserById,
  insertUser,
  onboardedSql,
  USER_ORDER_BY,
  updateUser,
  userSearchSql,
} from './users.repo.ts';
export { userRoutes } from './users.routes.ts';
export { inviteAccount, reinviteAccount, staffToNotify } from './users.service.ts';
