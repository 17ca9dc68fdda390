import type { AppDeps } from '../deps.ts';
import { AppError, notFound } from './errors.ts';

/** The path names the account, but the acting user is always the token's: another id is 404. */
export function ownAccount(requestedId: string, userId: string): void {
  if (requestedId !== userId) throw notFound('Account');
}

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof AppError && error.errors.some((item) => item.param === 'currentPassword');

/**
 * Runs an action that asks for the current password, counting each wrong one against the account:
 * after 10 in 15 minutes the account's session gets 429, so that a stolen session cannot become a
 * way to guess the password behind it.
 */
export function currentPasswordGuard(deps: Pick<AppDeps, 'limits'>) {
  const passwordGuesses = deps.limits.failures('current-password', 10, 15);
  return async function checkingCurrentPassword<T>(userId: string, action: () => Promise<T>): Promise<T> {
    await passwordGuesses.assertAllowed(userId);
    try {
      return await action();
    } catch (error) {
      if (isWrongCurrentPassword(error)) await passwordGuesses.recordFailure(userId);
      throw error;
    }
  };
}
