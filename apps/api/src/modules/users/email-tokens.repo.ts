import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens } from '../../db/schema/index.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** Marks the user's unused tokens for the purpose used, so that only the next one works. */
export async function retireUnusedTokens(db: Db, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
}

export async function insertToken(db: Db, values: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** The unused, unexpired token with this hash and purpose. */
export async function findLiveToken(db: Db, purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function markTokenUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export async function deleteTokensExpiredBefore(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(authTokens).where(lt(authTokens.expiresAt, now)).returning({ id: authTokens.id });
  return deleted.length;
}
