import type { registerSchema } from '@soko/shared';
import { MESSAGES, maskEmail, type PendingAction, type PublicUser, type SecondFactorMethod } from '@soko/shared';
import type { z } from 'zod';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/password.ts';
import { signActionToken, verifySessionToken } from '../../lib/tokens.ts';
import { checkNewAbn, recordAbnCheck } from '../abr/index.ts';
import {
  hasSecondFactor,
  isRememberedDevice,
  markSteppedUp,
  openSignInChallenge,
  rememberDevice,
} from '../second-factor/index.ts';
import {
  announceSessionsEnded,
  endThisSession,
  isNewBrowserFor,
  type SessionState,
  type SignInDevice,
  startSession,
} from '../sessions/index.ts';
import {
  consumeEmailToken,
  createAccount,
  emailIsTaken,
  endAllSessions,
  findUsableEmailToken,
  findUserByEmail,
  findUserById,
  issueEmailToken,
  PENDING_ACTION_FOR,
  pendingActionOf,
  recordActivation,
  recordEmailVerified,
  setPassword,
  toPublicUser,
} from '../users/index.ts';
import { teamMembershipOf } from '../vendor-team/index.ts';

export type LoginResult =
  | { token: string; user: PublicUser }
  | { action: PendingAction; for: string; actionToken: string; user: PublicUser }
  | { secondFactorRequired: true; challengeToken: string; methods: SecondFactorMethod[] };

/** How a password sign-in goes on once the password is right. */
export interface PasswordSignIn {
  /** The browser's "remember this device" token, if it has one. */
  deviceToken?: string | undefined;
  /** Sign-in is closed to this address after many wrong passwords: the owner proves it with an emailed code. */
  emailCode: boolean;
  /** The address has not signed in to the account before. */
  newAddress: boolean;
}

export function refuseCommonPassword(password: string, param = 'password') {
  if (isCommonPassword(password)) throw badRequest(MESSAGES.passwordTooCommon, param);
}

/** A unique-index race lost to a concurrent request for the same email. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export async function publicUserOf(deps: Pick<AppDeps, 'db'>, user: User): Promise<PublicUser> {
  const activeVendor = user.activeVendorId ? await findUserById(deps.db, user.activeVendorId) : undefined;
  return toPublicUser(user, activeVendor ?? null, await teamMembershipOf(deps, user));
}

/** What login (and activation) answer: a session on this device when active, otherwise the pending step. */
async function loginResultOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: User,
  device: SignInDevice,
): Promise<LoginResult> {
  const publicUser = await publicUserOf(deps, user);
  const action = pendingActionOf(user);
  if (action) {
    const actionToken = await signActionToken(deps.config.jwtSecret, { sub: user.id, action, ver: user.tokenVersion });
    return { action, for: PENDING_ACTION_FOR[action], actionToken, user: publicUser };
  }
  return { token: await startSession(deps, user, device), user: publicUser };
}

export async function registerVendor(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'log'>,
  input: z.output<typeof registerSchema>,
  device: SignInDevice,
): Promise<LoginResult> {
  refuseCommonPassword(input.password);
  const { db } = deps;
  if (await emailIsTaken(db, input.email, { includePending: false })) throw conflict(MESSAGES.emailTaken, 'email');
  const abr = await checkNewAbn(deps, input.ABN);
  const passwordHash = await hashPassword(input.password);
  try {
    const user = await db.transaction(async (tx) => {
      const inserted = await createAccount(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        displayName: input.displayName,
        phone: input.phone,
        abn: input.ABN,
        address: input.c_address,
        suburb: input.suburb,
        state: input.state,
        postcode: input.postcode,
        howHeard: input.how ?? null,
        referralCode: input.referralCode || null,
      });
      await recordAbnCheck(tx, inserted.id, abr);
      const created = (await findUserById(tx, inserted.id)) ?? inserted;
      const token = await issueEmailToken(tx, created.id, 'verify_email', created.email);
      await deps.mail.enqueue(tx, {
        to: created.email,
        template: 'verifyEmail',
        data: { firstName: created.firstName, token },
      });
      return created;
    });
    return loginResultOf(deps, user, device);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, 'email');
    throw error;
  }
}

export async function login(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail' | 'limits'>,
  email: string,
  password: string,
  device: SignInDevice,
  options: PasswordSignIn,
): Promise<LoginResult> {
  const user = await findUserByEmail(deps.db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !passwordMatches) throw badRequest(MESSAGES.loginFailed);
  if (user.closedAt) throw new AppError(403, MESSAGES.accountClosed);
  if (!user.active) throw new AppError(403, MESSAGES.accountDeactivated);
  if (pendingActionOf(user) === null) {
    const needsFactor =
      (await hasSecondFactor(deps, user.id)) && !(await isRememberedDevice(deps, user.id, options.deviceToken));
    if (options.emailCode || needsFactor) {
      return openSignInChallenge(deps, user, device, { emailCode: options.emailCode });
    }
    if (options.newAddress) await noteNewDevice(deps, user, device);
  }
  return loginResultOf(deps, user, device);
}

/**
 * Signs in with a passkey alone (its account found from the passkey): it stands for the password and
 * the second factor both, so the session starts stepped up like a two-step sign-in.
 */
export async function passkeySignIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail'>,
  user: User,
  device: SignInDevice,
  options: { newAddress: boolean },
): Promise<{ token: string; user: PublicUser; deviceToken?: string }> {
  if (user.closedAt) throw new AppError(403, MESSAGES.accountClosed);
  return completeSecondFactorSignIn(deps, user, device, { rememberDevice: false, newAddress: options.newAddress });
}

/**
 * Finishes a sign-in whose second factor was just proven: the session counts as stepped up, and a
 * browser that asked is remembered for the next sign-ins.
 */
export async function completeSecondFactorSignIn(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail'>,
  user: User,
  device: SignInDevice,
  options: { rememberDevice: boolean; newAddress: boolean },
): Promise<{ token: string; user: PublicUser; deviceToken?: string }> {
  if (!user.active) throw new AppError(403, MESSAGES.accountDeactivated);
  if (options.newAddress) await noteNewDevice(deps, user, device);
  const result = await loginResultOf(deps, user, device);
  if (!('token' in result)) throw new AppError(409, 'This step is not pending for your account. Please log in again');
  const claims = await verifySessionToken(deps.config.jwtSecret, result.token);
  if (!claims) throw new Error('a session token just signed did not verify');
  await markSteppedUp(deps, claims.sid);
  if (!options.rememberDevice) return result;
  return { ...result, deviceToken: await rememberDevice(deps, user.id, claims.sid) };
}

/**
 * Emails the owner about a sign-in from an address and a browser the account has not used before
 * (its first sign-in ever is no news).
 */
async function noteNewDevice(
  deps: Pick<AppDeps, 'db' | 'mail' | 'clock'>,
  user: User,
  device: SignInDevice,
): Promise<void> {
  const { db } = deps;
  if (!(await isNewBrowserFor(deps, user.id, device.userAgent))) return;
  await deps.mail.enqueue(db, {
    to: user.email,
    template: 'newDeviceSignIn',
    data: {
      firstName: user.firstName,
      device: device.userAgent.slice(0, 120) || 'an unknown browser',
      ip: device.ip,
      at: `${deps.clock.now().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    },
  });
}

/** Tells the owner of an account (if there is one by that email) that sign-in has been paused. */
export async function notifyAccountLocked(deps: Pick<AppDeps, 'db' | 'mail'>, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  await deps.mail.enqueue(deps.db, {
    to: user.email,
    template: 'signInLocked',
    data: { firstName: user.firstName },
  });
}

/** Ends this session only: the user's other devices stay signed in. */
export async function logout(
  deps: Pick<AppDeps, 'db' | 'notices' | 'log'>,
  user: User,
  session: SessionState,
): Promise<void> {
  await endThisSession(deps, user, session);
  // The session's other tabs hear it on their notification streams.
  await announceSessionsEnded(deps, user.id);
}

export async function verifyEmail(deps: Pick<AppDeps, 'db'>, token: string): Promise<User> {
  const { db } = deps;
  const row = await findUsableEmailToken(db, 'verify_email', token);
  if (!row) throw badRequest(MESSAGES.emailNotVerified);
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeEmailToken(tx, row.id))) throw badRequest(MESSAGES.emailNotVerified);
      const user = await findUserById(tx, row.userId);
      if (!user) throw badRequest(MESSAGES.emailNotVerified);
      const verifiedEmail = row.email ?? user.email;
      const changesEmail = verifiedEmail.toLowerCase() !== user.email.toLowerCase();
      if (changesEmail && user.pendingEmail?.toLowerCase() !== verifiedEmail.toLowerCase()) {
        throw badRequest(MESSAGES.emailNotVerified);
      }
      const updated = await recordEmailVerified(tx, user, verifiedEmail);
      return updated ?? user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, 'email');
    throw error;
  }
}

/** Sends a new link for the unverified address (or the pending new address). */
export async function resendVerification(deps: Pick<AppDeps, 'db' | 'mail'>, user: User): Promise<string> {
  const address = user.emailVerifiedAt ? user.pendingEmail : user.email;
  if (!address) throw conflict('Your email address is already verified');
  await deps.db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'verify_email', address);
    await deps.mail.enqueue(tx, { to: address, template: 'verifyEmail', data: { firstName: user.firstName, token } });
  });
  return `A new verification email has been sent to ${maskEmail(address)}`;
}

export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  email: string,
): Promise<{ name: string; email: string }> {
  const { db } = deps;
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError(404, MESSAGES.noAccountFor(email), 'email');
  if (user.closedAt) throw new AppError(403, MESSAGES.accountClosed);
  if (!user.active) throw new AppError(403, MESSAGES.accountDeactivated);
  await db.transaction(async (tx) => {
    const token = await issueEmailToken(tx, user.id, 'reset_password');
    await deps.mail.enqueue(tx, {
      to: user.email,
      template: 'resetPassword',
      data: { firstName: user.firstName, token },
    });
  });
  return { name: user.firstName, email: user.email };
}

export async function checkResetToken(
  deps: Pick<AppDeps, 'db'>,
  token: string,
): Promise<{ name: string; email: string }> {
  const row = await findUsableEmailToken(deps.db, 'reset_password', token);
  const user = row ? await findUserById(deps.db, row.userId) : undefined;
  if (!user) throw badRequest(MESSAGES.resetTokenInvalid);
  return { name: user.firstName, email: user.email };
}

/** Sets the new password, ends every session, and counts the link as proof of the mailbox. */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'notices' | 'log'>,
  token: string,
  password: string,
): Promise<{ msg: string; name: string; email: string }> {
  refuseCommonPassword(password, 'pwd');
  const { db } = deps;
  const row = await findUsableEmailToken(db, 'reset_password', token);
  if (!row) throw badRequest(MESSAGES.resetTokenInvalid);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    if (!(await consumeEmailToken(tx, row.id))) throw badRequest(MESSAGES.resetTokenInvalid);
    const current = await findUserById(tx, row.userId);
    if (!current) throw badRequest(MESSAGES.resetTokenInvalid);
    if (current.closedAt) throw new AppError(403, MESSAGES.accountClosed);
    if (!current.active) throw new AppError(403, MESSAGES.accountDeactivated);
    await endAllSessions(tx, current.id, 'password_changed');
    return setPassword(tx, current, passwordHash, { provesMailbox: true });
  });
  if (!user) throw badRequest(MESSAGES.resetTokenInvalid);
  await announceSessionsEnded(deps, user.id);
  return { msg: MESSAGES.resetSuccess, name: user.firstName, email: user.email };
}

export async function activateVendor(
  deps: Pick<AppDeps, 'db' | 'mail' | 'config'>,
  user: User,
  device: SignInDevice,
): Promise<LoginResult> {
  const activated = await deps.db.transaction(async (tx) => {
    const updated = await recordActivation(tx, user.id);
    await deps.mail.enqueue(tx, { to: user.email, template: 'welcome', data: { firstName: user.firstName } });
    return updated;
  });
  if (!activated) throw new AppError(404, 'Account not found');
  return loginResultOf(deps, activated, device);
}
