import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';
import { hashEmailToken, newEmailToken } from '../../lib/tokens.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

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
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
  const { token, tokenHash } = newEmailToken();
  await db.insert(authTokens).values({
    userId,
    purpose,
    tokenHash,
    email,
    expiresAt: new Date(Date.now() + validForMs),
  });
  return token;
}

export async function findUsableEmailToken(db: Db, purpose: EmailTokenPurpose, token: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, hashEmailToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeEmailToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

/** Tokens past their expiry, used or not (the retention job). */
export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(authTokens).where(lt(authTokens.expiresAt, now)).returning({ id: authTokens.id });
  return deleted.length;
}
