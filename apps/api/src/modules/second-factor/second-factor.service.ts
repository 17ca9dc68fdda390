import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  isStaffRole,
  RECOVERY_CODE_COUNT,
  REMEMBER_DEVICE_DAYS,
  ROLE_SUPER_ADMIN,
  SECOND_FACTOR_TEXT,
  type SecondFactorMethod,
  type SecondFactorStatus,
  STEP_UP_VALID_MINUTES,
  type StepUpRequest,
} from '@soko/shared';
import { Secret, TOTP } from 'otpauth';
import type { Config } from '../../config.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { decryptText, encryptText } from '../../lib/encryption.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import { deletePasskeysOf, passkeyCount, passkeysOf } from './passkey.repo.ts';
import {
  countWrongCode,
  deleteChallengesBefore,
  deleteRecoveryCodes,
  deleteTotpFactor,
  endChallenge,
  findOpenChallenge,
  findTotpFactor,
  forgetRememberedDevices,
  insertChallenge,
  insertRememberedDevice,
  rememberedDeviceExists,
  replaceRecoveryCodes,
  savePendingTotp,
  saveStepUp,
  stepUpTimeOf,
  unusedRecoveryCodeCount,
  useRecoveryCode,
  useTotpStep,
} from './second-factor.repo.ts';
import {
  assertStepUpAllowed,
  countWrongStepUp,
  giveCodeTryBack,
  noteWrongCode,
  ownCodesPaused,
  takeCodeTry,
} from './wrong-codes.ts';

const ISSUER = 'Soko Seller Centre';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too (clock drift). */
const WINDOW_STEPS = 1;
/** Wrong codes that end a sign-in challenge. */
export const CHALLENGE_WRONG_CODE_LIMIT = 5;
const CHALLENGE_VALID_MS = 10 * 60 * 1000;
const EMAIL_CODE_VALID_MS = 10 * 60 * 1000;
const STEP_UP_VALID_MS = STEP_UP_VALID_MINUTES * 60 * 1000;
const REMEMBER_DEVICE_MS = REMEMBER_DEVICE_DAYS * 24 * 60 * 60 * 1000;
const CHALLENGE_HISTORY_MS = 24 * 60 * 60 * 1000;
/** Recovery codes read in groups: `k7q2m-9xw4p`. Letters and digits a person can copy without doubt. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
type MailingDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail'>;
type GuardedDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mail' | 'limits'>;

/** A sign-in device, as the session of the sign-in will keep it. */
export interface ChallengeDevice {
  userAgent: string;
  ip: string;
}

/** Codes and tokens are kept as keyed hashes: a copy of the database alone cannot check guesses. */
export function keyedHash(config: Pick<Config, 'dataEncryptionKey'>, purpose: string, value: string): string {
  return createHmac('sha256', config.dataEncryptionKey).update(`${purpose}:${value}`).digest('hex');
}

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The time step the code belongs to, or null when it matches none within the window. */
function totpStepOf(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32, 'check').validate({ token, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** Whether the account must have a second factor before it may do anything else. */
export function secondFactorRequiredFor(
  config: Pick<Config, 'requireStaffSecondFactor' | 'requireVendorSecondFactor'>,
  user: Pick<User, 'role'>,
): boolean {
  return isStaffRole(user.role) ? config.requireStaffSecondFactor : config.requireVendorSecondFactor;
}

/** The account's own second factors (what a sign-in challenge offers besides an emailed code). */
export async function secondFactorMethodsOf(deps: Pick<AppDeps, 'db'>, userId: string): Promise<SecondFactorMethod[]> {
  const factor = await findTotpFactor(deps.db, userId);
  const hasPasskey = (await passkeyCount(deps.db, userId)) > 0;
  return [
    ...(factor?.confirmedAt ? (['totp'] as const) : []),
    ...(hasPasskey ? (['passkey'] as const) : []),
    ...(factor?.confirmedAt ? (['recovery'] as const) : []),
  ];
}

export async function hasSecondFactor(deps: Pick<AppDeps, 'db'>, userId: string): Promise<boolean> {
  return (await secondFactorMethodsOf(deps, userId)).length > 0;
}

export async function secondFactorStatus(deps: Deps, user: User): Promise<SecondFactorStatus> {
  const methods = await secondFactorMethodsOf(deps, user.id);
  return {
    methods,
    recoveryCodesLeft: methods.length > 0 ? await unusedRecoveryCodeCount(deps.db, user.id) : 0,
    required: secondFactorRequiredFor(deps.config, user),
    passkeys: (await passkeysOf(deps.db, user.id)).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: passkey.createdAt.toISOString(),
      lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** Enrolment, first half: a new secret for the authenticator app, not in force until a code from it matches. */
export async function startTotpEnrolment(
  deps: Deps,
  user: User,
  sessionId: string,
): Promise<{ secret: string; otpauthUrl: string }> {
  if ((await findTotpFactor(deps.db, user.id))?.confirmedAt) throw conflict(SECOND_FACTOR_TEXT.alreadyEnrolled);
  // An account with a passkey proves it before adding an app: a stolen session must not add its own factor.
  if (await hasSecondFactor(deps, user.id)) await assertSteppedUp(deps, sessionId);
  const secret = new Secret({ size: 20 }).base32;
  await savePendingTotp(deps.db, user.id, encryptText(deps.config.dataEncryptionKey, secret));
  return { secret, otpauthUrl: totpOf(secret, user.email).toString() };
}

/** Enrolment, second half: a code from the app turns the factor on and gives the recovery codes, once. */
export async function confirmTotpEnrolment(
  deps: MailingDeps,
  user: User,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor) throw conflict(SECOND_FACTOR_TEXT.noEnrolmentPending);
  if (factor.confirmedAt) throw conflict(SECOND_FACTOR_TEXT.alreadyEnrolled);
  const now = deps.clock.now();
  const step = totpStepOf(decryptText(deps.config.dataEncryptionKey, factor.secretEncrypted), code, now);
  if (step === null) throw badRequest(SECOND_FACTOR_TEXT.codeWrong, 'code');
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    if (!(await useTotpStep(tx, user.id, step, now))) throw conflict(SECOND_FACTOR_TEXT.noEnrolmentPending);
    await replaceRecoveryCodes(
      tx,
      user.id,
      recoveryCodes.map((recoveryCode) => keyedHash(deps.config, 'recovery', normaliseRecoveryCode(recoveryCode))),
    );
    await recordAudit(tx, {
      actorId: user.id,
      action: 'second_factor.enrolled',
      entityType: 'user',
      entityId: user.id,
      after: { method: 'totp' },
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      template: 'secondFactorEnabled',
      data: { firstName: user.firstName },
    });
  });
  return { recoveryCodes };
}

/** An authenticator already set up with a known secret: the demo data's staff account, so that the second step can be tried. */
export async function enrolKnownTotp(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  secretBase32: string,
): Promise<void> {
  await savePendingTotp(deps.db, userId, encryptText(deps.config.dataEncryptionKey, secretBase32));
  await useTotpStep(deps.db, userId, 0, new Date());
}

/**
 * Removes the account's second factor: its owner (after a step-up), or the super admin for a staff
 * member who lost theirs. Both are audited and the owner is emailed.
 */
export async function removeSecondFactor(deps: MailingDeps, actor: User, owner: User): Promise<void> {
  const byStaff = actor.id !== owner.id;
  if (byStaff && (actor.role !== ROLE_SUPER_ADMIN || !isStaffRole(owner.role))) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const hadTotp = await deleteTotpFactor(tx, owner.id);
    // The super admin's reset is for a staff member who lost every factor: their passkeys go too.
    const removedPasskeys = byStaff ? await deletePasskeysOf(tx, owner.id) : [];
    if (!hadTotp && removedPasskeys.length === 0) throw notFound('Two-step verification');
    await deleteRecoveryCodes(tx, owner.id);
    await forgetRememberedDevices(tx, owner.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: byStaff ? 'second_factor.reset' : 'second_factor.removed',
      entityType: 'user',
      entityId: owner.id,
      before: { method: 'totp', passkeysRemoved: removedPasskeys.length },
    });
    await deps.mail.enqueue(tx, {
      to: owner.email,
      template: 'secondFactorRemoved',
      data: { firstName: owner.firstName, byStaff },
    });
  });
}

/**
 * Checks a TOTP or recovery code of the account: true when it is one, and it is spent (a TOTP code
 * cannot be replayed, a recovery code works once; its use is audited and emailed).
 */
async function spendOwnCode(deps: MailingDeps, user: User, code: string): Promise<boolean> {
  const factor = await findTotpFactor(deps.db, user.id);
  if (!factor?.confirmedAt) return false;
  const now = deps.clock.now();
  const step = totpStepOf(decryptText(deps.config.dataEncryptionKey, factor.secretEncrypted), code, now);
  if (step !== null) return useTotpStep(deps.db, user.id, step);
  const recovery = normaliseRecoveryCode(code);
  if (recovery.length !== 10) return false;
  return deps.db.transaction(async (tx) => {
    if (!(await useRecoveryCode(tx, user.id, keyedHash(deps.config, 'recovery', recovery), now))) return false;
    const left = await unusedRecoveryCodeCount(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'second_factor.recovery_code_used',
      entityType: 'user',
      entityId: user.id,
      after: { left },
    });
    await deps.mail.enqueue(tx, {
      to: user.email,
      template: 'recoveryCodeUsed',
      data: { firstName: user.firstName, left },
    });
    return true;
  });
}

/**
 * An app or recovery code at sign-in, counted for the account across its challenges: 'right',
 * 'wrong', or the 429 that says the account's own codes are paused.
 */
async function checkOwnCode(
  deps: GuardedDeps,
  user: User,
  methods: readonly SecondFactorMethod[],
  code: string,
): Promise<'right' | 'wrong' | AppError> {
  let tries: number;
  try {
    tries = await takeCodeTry(deps.limits, user.id, methods);
  } catch (paused) {
    if (paused instanceof AppError) return paused;
    throw paused;
  }
  if (await spendOwnCode(deps, user, code)) {
    await giveCodeTryBack(deps.limits, user.id);
    return 'right';
  }
  await noteWrongCode(deps, user, tries);
  return 'wrong';
}

/**
 * A sign-in whose password was right and that needs a second step: the account's own factors, and an
 * emailed code when sign-in from new places is paused or the account's own codes are (the owner is
 * never locked out).
 */
export async function openSignInChallenge(
  deps: GuardedDeps,
  user: User,
  device: ChallengeDevice,
  options: { emailCode: boolean },
): Promise<{ secondFactorRequired: true; challengeToken: string; methods: SecondFactorMethod[] }> {
  const own = await secondFactorMethodsOf(deps, user.id);
  const offersEmail = options.emailCode || (own.includes('totp') && (await ownCodesPaused(deps.limits, user.id)));
  const methods: SecondFactorMethod[] = offersEmail ? ['email', ...own] : own;
  const now = deps.clock.now();
  const challengeToken = randomBytes(32).toString('base64url');
  await deleteChallengesBefore(deps.db, user.id, new Date(now.getTime() - CHALLENGE_HISTORY_MS));
  const id = randomUUID();
  const emailCode = offersEmail ? randomInt(0, 1_000_000).toString().padStart(6, '0') : null;
  await deps.db.transaction(async (tx) => {
    await insertChallenge(tx, {
      id,
      userId: user.id,
      tokenHash: keyedHash(deps.config, 'challenge', challengeToken),
      methods,
      ...(emailCode
        ? {
            emailCodeHash: keyedHash(deps.config, 'email-code', `${id}:${emailCode}`),
            emailCodeExpiresAt: new Date(now.getTime() + EMAIL_CODE_VALID_MS),
          }
        : {}),
      userAgent: device.userAgent,
      ip: device.ip,
      expiresAt: new Date(now.getTime() + CHALLENGE_VALID_MS),
    });
    if (emailCode) {
      await deps.mail.enqueue(tx, {
        to: user.email,
        template: 'signInCode',
        data: { firstName: user.firstName, code: emailCode },
      });
    }
  });
  return { secondFactorRequired: true, challengeToken, methods };
}

/**
 * Passes a sign-in challenge with one of its methods' codes: answers the account and the device to
 * start the session on. A wrong code counts; the fifth ends the challenge. App and recovery codes also
 * count for the account across its challenges: at the limit only the emailed code (or a passkey) works.
 */
export async function passSignInChallenge(
  deps: GuardedDeps,
  challengeToken: string,
  code: string,
): Promise<{ user: User; device: ChallengeDevice }> {
  const now = deps.clock.now();
  const challenge = await findOpenChallenge(deps.db, keyedHash(deps.config, 'challenge', challengeToken), now);
  if (!challenge) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  const trimmed = code.replace(/\s/g, '');
  const emailCodeMatches =
    challenge.methods.includes('email') &&
    challenge.emailCodeHash !== null &&
    challenge.emailCodeExpiresAt !== null &&
    challenge.emailCodeExpiresAt > now &&
    keyedHash(deps.config, 'email-code', `${challenge.id}:${trimmed}`) === challenge.emailCodeHash;
  if (!emailCodeMatches) {
    const verdict = challenge.methods.includes('totp')
      ? await checkOwnCode(deps, user, challenge.methods, code)
      : 'wrong';
    if (verdict !== 'right') {
      const open = await countWrongCode(deps.db, challenge.id, CHALLENGE_WRONG_CODE_LIMIT, now);
      if (!open) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
      throw verdict === 'wrong' ? badRequest(SECOND_FACTOR_TEXT.codeWrong, 'code') : verdict;
    }
  }
  if (!(await endChallenge(deps.db, challenge.id, now))) throw unauthorized(SECOND_FACTOR_TEXT.challengeEnded);
  return { user, device: { userAgent: challenge.userAgent, ip: challenge.ip } };
}

/** "Remember this device": a token for the browser, tied to the session the sign-in began. */
export async function rememberDevice(deps: Deps, userId: string, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertRememberedDevice(deps.db, {
    userId,
    sessionId,
    tokenHash: keyedHash(deps.config, 'device', token),
    expiresAt: new Date(deps.clock.now().getTime() + REMEMBER_DEVICE_MS),
  });
  return token;
}

export function isRememberedDevice(deps: Deps, userId: string, token: string | undefined): Promise<boolean> {
  if (!token) return Promise.resolve(false);
  return rememberedDeviceExists(deps.db, userId, keyedHash(deps.config, 'device', token), deps.clock.now());
}

/** Notes that the session proved its second factor (or password) now. */
export async function markSteppedUp(deps: Deps, sessionId: string): Promise<Date> {
  const at = deps.clock.now();
  await saveStepUp(deps.db, sessionId, at);
  return new Date(at.getTime() + STEP_UP_VALID_MS);
}

/**
 * `POST /api/session/step-up`: a TOTP or recovery code, or the password of an account that has no
 * second factor. Wrong answers count for the session, and at a higher limit for the whole account.
 */
export async function stepUp(deps: GuardedDeps, user: User, sessionId: string, request: StepUpRequest): Promise<Date> {
  await assertStepUpAllowed(deps.limits, user.id, sessionId);
  const enrolled = await hasSecondFactor(deps, user.id);
  let proven: boolean;
  if ('code' in request) {
    if (!enrolled) throw badRequest(SECOND_FACTOR_TEXT.notEnrolled, 'code');
    proven = await spendOwnCode(deps, user, request.code);
  } else {
    if (enrolled) throw badRequest(SECOND_FACTOR_TEXT.stepUpNeedsCode, 'code');
    proven = await verifyPassword(user.passwordHash, request.password);
  }
  if (!proven) {
    await countWrongStepUp(deps, user.id, sessionId);
    throw badRequest(
      'code' in request ? SECOND_FACTOR_TEXT.codeWrong : SECOND_FACTOR_TEXT.passwordWrong,
      'code' in request ? 'code' : 'password',
    );
  }
  return markSteppedUp(deps, sessionId);
}

/** Throws 401 with `stepUpRequired` unless the session stepped up within the last 5 minutes. */
export async function assertSteppedUp(deps: Deps, sessionId: string): Promise<void> {
  const at = await stepUpTimeOf(deps.db, sessionId);
  if (at && deps.clock.now().getTime() - at.getTime() < STEP_UP_VALID_MS) return;
  throw new AppError(401, SECOND_FACTOR_TEXT.stepUpRequired, undefined, { stepUpRequired: true });
}
