import { SECOND_FACTOR_TEXT, type SecondFactorMethod } from '@soko/shared';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { type AccountLimits, tooMany } from '../../lib/account-limit.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * Wrong codes counted per account across sign-in challenges, and wrong step-up answers per session
 * and per account. A challenge ends at its fifth wrong code, but the right password opens another at
 * once: without an account-wide count, many addresses could guess an app's codes for hours.
 * Counts live in the shared limiter (Redis when configured), so every instance applies them.
 */

/** Wrong codes on one account, all its sign-in challenges together, before its own codes pause. */
export const ACCOUNT_WRONG_CODE_LIMIT = 10;
/** Wrong codes after which the owner is emailed (once a window): someone has their password. */
export const WRONG_CODES_BEFORE_EMAIL = 5;
/** Wrong step-up answers in one session before that session must wait. */
export const STEP_UP_SESSION_LIMIT = 10;
/** Wrong step-up answers on one account, all its sessions together, before every session must wait. */
export const STEP_UP_ACCOUNT_LIMIT = 25;
export const WRONG_CODE_WINDOW_MINUTES = 15;
const WINDOW_SECONDS = WRONG_CODE_WINDOW_MINUTES * 60;

type MailingDeps = Pick<AppDeps, 'db' | 'mail'>;

const signInCodes = (limits: AccountLimits) =>
  limits.counter('second-factor-codes', ACCOUNT_WRONG_CODE_LIMIT, WINDOW_SECONDS);
const stepUpsOfSession = (limits: AccountLimits) =>
  limits.counter('step-up-session', STEP_UP_SESSION_LIMIT, WINDOW_SECONDS);
const stepUpsOfAccount = (limits: AccountLimits) =>
  limits.counter('step-up-account', STEP_UP_ACCOUNT_LIMIT, WINDOW_SECONDS);

/** Whether the account's app and recovery codes are paused: a new sign-in then offers an emailed code. */
export async function ownCodesPaused(limits: AccountLimits, userId: string): Promise<boolean> {
  const state = await signInCodes(limits).get(userId);
  return state !== null && state.consumedPoints >= ACCOUNT_WRONG_CODE_LIMIT;
}

function codesPaused(wait: RateLimiterRes, methods: readonly SecondFactorMethod[]): AppError {
  const minutes = Math.max(1, Math.ceil(wait.msBeforeNext / 60_000));
  const ways = [
    methods.includes('email') ? 'Enter the code we emailed you' : 'Sign in again to get a code by email',
    ...(methods.includes('passkey') ? ['use a passkey'] : []),
  ];
  return new AppError(
    429,
    `${SECOND_FACTOR_TEXT.codesPaused} ${ways.join(', ')}, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'code',
  );
}

/**
 * Takes one try of the account's own codes before a code is checked, so that codes sent at the same
 * moment cannot all slip under the count. Answers the tries taken in the window; throws 429, naming
 * what still works, once the account's codes are paused.
 */
export async function takeCodeTry(
  limits: AccountLimits,
  userId: string,
  methods: readonly SecondFactorMethod[],
): Promise<number> {
  try {
    return (await signInCodes(limits).consume(userId)).consumedPoints;
  } catch (error) {
    if (error instanceof RateLimiterRes) throw codesPaused(error, methods);
    throw error;
  }
}

/** A right code gives its try back: only wrong codes count. */
export async function giveCodeTryBack(limits: AccountLimits, userId: string): Promise<void> {
  await signInCodes(limits).reward(userId, 1);
}

/** After a wrong code: the owner hears of it at the fifth in the window, and the pause at the tenth is audited. */
export async function noteWrongCode(deps: MailingDeps, user: User, wrongCodes: number): Promise<void> {
  if (wrongCodes === WRONG_CODES_BEFORE_EMAIL) {
    await deps.db.transaction(async (tx) => {
      await recordAudit(tx, {
        actorId: null,
        action: 'second_factor.wrong_codes',
        entityType: 'user',
        entityId: user.id,
        after: { wrongCodes, windowMinutes: WRONG_CODE_WINDOW_MINUTES },
      });
      await deps.mail.enqueue(tx, {
        to: user.email,
        template: 'secondFactorWrongCodes',
        data: {
          firstName: user.firstName,
          wrongCodes,
          minutes: WRONG_CODE_WINDOW_MINUTES,
          pauseAfter: ACCOUNT_WRONG_CODE_LIMIT,
        },
      });
    });
  }
  if (wrongCodes === ACCOUNT_WRONG_CODE_LIMIT) {
    await recordAudit(deps.db, {
      actorId: null,
      action: 'second_factor.codes_paused',
      entityType: 'user',
      entityId: user.id,
      after: { wrongCodes, windowMinutes: WRONG_CODE_WINDOW_MINUTES },
    });
  }
}

/** Throws 429 while this session, or the whole account, has had too many wrong step-up answers. */
export async function assertStepUpAllowed(limits: AccountLimits, userId: string, sessionId: string): Promise<void> {
  const [session, account] = await Promise.all([
    stepUpsOfSession(limits).get(sessionId),
    stepUpsOfAccount(limits).get(userId),
  ]);
  if (session && session.consumedPoints >= STEP_UP_SESSION_LIMIT) throw tooMany(session);
  if (account && account.consumedPoints >= STEP_UP_ACCOUNT_LIMIT) throw tooMany(account);
}

/**
 * Counts a wrong step-up answer for the session and for the account. One session's guessing pauses
 * that session only; the owner's other sessions wait only when the account's higher count is reached.
 * Each pause is audited once.
 */
export async function countWrongStepUp(
  deps: Pick<AppDeps, 'db' | 'limits'>,
  userId: string,
  sessionId: string,
): Promise<void> {
  const [session, account] = await Promise.all([
    stepUpsOfSession(deps.limits).penalty(sessionId, 1),
    stepUpsOfAccount(deps.limits).penalty(userId, 1),
  ]);
  const paused = [
    ...(session.consumedPoints === STEP_UP_SESSION_LIMIT ? [{ scope: 'session', limit: STEP_UP_SESSION_LIMIT }] : []),
    ...(account.consumedPoints === STEP_UP_ACCOUNT_LIMIT ? [{ scope: 'account', limit: STEP_UP_ACCOUNT_LIMIT }] : []),
  ];
  for (const { scope, limit } of paused) {
    await recordAudit(deps.db, {
      actorId: userId,
      action: 'second_factor.step_up_paused',
      entityType: 'user',
      entityId: userId,
      after: { scope, wrongAnswers: limit, windowMinutes: WRONG_CODE_WINDOW_MINUTES },
    });
  }
}
