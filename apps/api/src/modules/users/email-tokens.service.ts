import type { Db } from '../../db/client.ts';
import { hashEmailToken, newEmailToken } from '../../lib/tokens.ts';
import {
  deleteTokensExpiredBefore,
  type EmailTokenPurpose,
  findLiveToken,
  insertToken,
  markTokenUsed,
  retireUnusedTokens,
} from './email-tokens.repo.ts';

export type { EmailTokenPurpose };

export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/**
 * Issues a new token and retires the user's earlier unused ones for the same purpose. `validForMs`
 * overrides the purpose's lifetime (an invitation's set-password link lasts longer than a reset's).
 */
export async function issueEmailToken(
  db: Db,
  userId: string,
  purpose: EmailTokenPurpose,
  email: string | null = null,
  validForMs: number = EMAIL_TOKEN_TTL_MS[purpose],
): Promise<string> {
  await retireUnusedTokens(db, userId, purpose);
  const { token, tokenHash } = newEmailToken();
  await insertToken(db, { userId, purpose, tokenHash, email, expiresAt: new Date(Date.now() + validForMs) });
  return token;
}

/** The token as a link carries it, while it is unused and unexpired. */
export function findUsableEmailToken(db: Db, purpose: EmailTokenPurpose, token: string) {
  return findLiveToken(db, purpose, hashEmailToken(token), new Date());
}

/** Uses the token up; false when another request used it first. */
export function consumeEmailToken(db: Db, id: string): Promise<boolean> {
  return markTokenUsed(db, id);
}

/** Tokens past their expiry, used or not (the retention job). */
export function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  return deleteTokensExpiredBefore(db, now);
}
