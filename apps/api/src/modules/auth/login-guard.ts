import { type AccountLimits, tooMany } from '../../lib/account-limit.ts';
import type { AppError } from '../../lib/errors.ts';

/** Wrong passwords on one account, from anywhere, before it is closed to addresses it has not signed in from. */
export const ACCOUNT_FAILURE_LIMIT = 10;
const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Wrong passwords from one address before each further attempt from it must wait. */
export const ADDRESS_FAILURES_BEFORE_WAIT = 5;
/** The first wait; each further wrong password doubles it, up to the account window. */
export const FIRST_WAIT_SECONDS = 30;
/**
 * How long a successful sign-in makes an address known to the account: three weeks, within what
 * an in-memory count can hold (its timers stop at 24.8 days).
 */
const KNOWN_ADDRESS_SECONDS = 21 * 24 * 60 * 60;

export interface LoginGuardEvents {
  /** The account has just been closed to unknown addresses: tell its owner, once per window. */
  onAccountLocked(email: string): Promise<void>;
}

/**
 * Keeps password guessing out without letting a stranger lock the owner out:
 * - each address slows down on its own after a few wrong passwords (30 s, then 1, 2, 4 … minutes),
 *   so one address cannot guess quickly, whoever's account it aims at;
 * - 10 wrong passwords on an account from anywhere close it for 15 minutes to every address that
 *   has not signed in to it successfully in the last 3 weeks, so spreading guesses over many
 *   addresses does not help either;
 * - an address the owner has signed in from before still gets in with the right password, and the
 *   owner is emailed when the account closes;
 * - from any other address the right password is not refused either: it asks for a code emailed to
 *   the owner (issue 26), while wrong passwords meet 429 as before.
 * Counts live where the other limits do (Redis when configured), so every instance applies them.
 */
export function createLoginGuard(limits: AccountLimits, events: LoginGuardEvents) {
  const accountFailures = limits.counter('login-account', ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS);
  const addressFailures = limits.counter('login-address', ADDRESS_FAILURES_BEFORE_WAIT, ACCOUNT_WINDOW_SECONDS);
  const addressWaits = limits.counter('login-wait', 1, 1);
  const knownAddresses = limits.counter('login-known', 1, KNOWN_ADDRESS_SECONDS);
  const pairKey = (email: string, address: string) => `${email.toLowerCase()}|${address}`;

  return {
    /**
     * Throws 429 while the address must wait. Answers whether the address is known to the account,
     * and, when the account is closed to unknown addresses, the 429 a wrong password from this one meets.
     */
    async assertAllowed(email: string, address: string): Promise<{ knownAddress: boolean; closed: AppError | null }> {
      const pair = pairKey(email, address);
      const wait = await addressWaits.get(pair);
      if (wait && wait.consumedPoints > 1) throw tooMany(wait);
      const [account, known] = await Promise.all([accountFailures.get(email.toLowerCase()), knownAddresses.get(pair)]);
      const knownAddress = known !== null;
      const closed =
        account && account.consumedPoints >= ACCOUNT_FAILURE_LIMIT && !knownAddress ? tooMany(account) : null;
      return { knownAddress, closed };
    },

    async recordFailure(email: string, address: string): Promise<void> {
      const pair = pairKey(email, address);
      const [account, fromAddress] = await Promise.all([
        accountFailures.penalty(email.toLowerCase(), 1),
        addressFailures.penalty(pair, 1),
      ]);
      const beyond = fromAddress.consumedPoints - ADDRESS_FAILURES_BEFORE_WAIT;
      if (beyond >= 0) {
        await addressWaits.block(pair, Math.min(FIRST_WAIT_SECONDS * 2 ** beyond, ACCOUNT_WINDOW_SECONDS));
      }
      if (account.consumedPoints === ACCOUNT_FAILURE_LIMIT) await events.onAccountLocked(email);
    },

    async recordSuccess(email: string, address: string): Promise<void> {
      const pair = pairKey(email, address);
      await Promise.all([
        knownAddresses.set(pair, 1, KNOWN_ADDRESS_SECONDS),
        addressFailures.delete(pair),
        addressWaits.delete(pair),
      ]);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
