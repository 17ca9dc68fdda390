import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  recoveryCodes,
  rememberedDevices,
  sessionStepUps,
  signInChallenges,
  totpFactors,
} from '../../db/schema/index.ts';

export type TotpFactor = typeof totpFactors.$inferSelect;
export type SignInChallenge = typeof signInChallenges.$inferSelect;

export async function findTotpFactor(db: Db, userId: string): Promise<TotpFactor | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces one that never got it. */
export async function savePendingTotp(db: Db, userId: string, secretEncrypted: string): Promise<void> {
  await db
    .insert(totpFactors)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
      setWhere: isNull(totpFactors.confirmedAt),
    });
}

/**
 * Takes the time step of a code: false when that step or a later one was already used (a code seen
 * once, replayed), so two requests with one code cannot both pass.
 */
export async function useTotpStep(db: Db, userId: string, step: number, confirmAt?: Date): Promise<boolean> {
  const updated = await db
    .update(totpFactors)
    .set({ lastUsedStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
    .where(
      and(
        eq(totpFactors.userId, userId),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
        confirmAt ? isNull(totpFactors.confirmedAt) : isNotNull(totpFactors.confirmedAt),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return updated.length === 1;
}

export async function deleteTotpFactor(db: Db, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ confirmedAt: totpFactors.confirmedAt });
  return deleted.some((row) => row.confirmedAt !== null);
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** Marks the code used; false when the account has no such unused code. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function unusedRecoveryCodeCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Db, values: typeof signInChallenges.$inferInsert): Promise<SignInChallenge> {
  const [row] = await db.insert(signInChallenges).values(values).returning();
  if (!row) throw new Error('insert returned no challenge');
  return row;
}

export async function findOpenChallenge(db: Db, tokenHash: string, now: Date): Promise<SignInChallenge | undefined> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        isNull(signInChallenges.endedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    );
  return row;
}

/** Counts a wrong code; the challenge ends at `limit` of them. Answers whether it is still open. */
export async function countWrongCode(db: Db, id: string, limit: number, now: Date): Promise<boolean> {
  const [row] = await db
    .update(signInChallenges)
    .set({
      wrongCodes: sql`${signInChallenges.wrongCodes} + 1`,
      endedAt: sql`case when ${signInChallenges.wrongCodes} + 1 >= ${limit} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.endedAt)))
    .returning({ endedAt: signInChallenges.endedAt });
  return row !== undefined && row.endedAt === null;
}

/** Ends the challenge once it is passed; false when another request passed or ended it first. */
export async function endChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const ended = await db
    .update(signInChallenges)
    .set({ endedAt: now })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.endedAt)))
    .returning({ id: signInChallenges.id });
  return ended.length === 1;
}

/** Challenges are kept a day for the record, then forgotten at the account's next sign-in. */
export async function deleteChallengesBefore(db: Db, userId: string, before: Date): Promise<void> {
  await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.userId, userId), lt(signInChallenges.createdAt, before)));
}

export async function saveStepUp(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .insert(sessionStepUps)
    .values({ sessionId, steppedUpAt: at })
    .onConflictDoUpdate({ target: sessionStepUps.sessionId, set: { steppedUpAt: at } });
}

export async function stepUpTimeOf(db: Db, sessionId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sessionStepUps.steppedUpAt })
    .from(sessionStepUps)
    .where(eq(sessionStepUps.sessionId, sessionId));
  return row?.at;
}

export async function insertRememberedDevice(db: Db, values: typeof rememberedDevices.$inferInsert): Promise<void> {
  await db.insert(rememberedDevices).values(values);
}

export async function rememberedDeviceExists(db: Db, userId: string, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        eq(rememberedDevices.tokenHash, tokenHash),
        gt(rememberedDevices.expiresAt, now),
      ),
    );
  return row !== undefined;
}

export async function forgetRememberedDevices(db: Db, userId: string): Promise<void> {
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
}
