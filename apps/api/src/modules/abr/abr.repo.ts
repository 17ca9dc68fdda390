import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AbnCheckValues, abnChecks, users, vendorProfiles } from '../../db/schema/index.ts';

/**
 * Accounts whose ABN the register has not answered for, never asked first, then those asked longest
 * ago, along abn_checks_unchecked_idx (its condition written the same way, as SQL, so that a generic
 * plan can prove it; ties sorted by the account's age): an ABN the register never answers cannot keep
 * the others waiting.
 */
export function listUncheckedAbns(db: Db, limit: number): Promise<{ id: string; abn: string }[]> {
  return db
    .select({ id: abnChecks.userId, abn: vendorProfiles.abn })
    .from(abnChecks)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, abnChecks.userId))
    .innerJoin(users, eq(users.id, abnChecks.userId))
    .where(sql`${abnChecks.abrStatus} = 'not_checked' and ${vendorProfiles.abn} <> ''`)
    .orderBy(sql`${abnChecks.abrAttemptedAt} asc nulls first`, asc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Records the register's answer (or an unanswered ask) for the account's ABN as it now stands. */
export async function writeAbnCheck(db: Db, userId: string, values: Partial<AbnCheckValues>): Promise<void> {
  await db.update(abnChecks).set(values).where(eq(abnChecks.userId, userId));
}

/**
 * Writes `values` only while the account still waits on the same ABN, not yet checked, so that two
 * runs (or a run and an ABN change) at once cannot both succeed; false when it has moved on.
 */
export async function writeAbnCheckIfStillWaiting(
  db: Db,
  userId: string,
  abn: string,
  values: Partial<AbnCheckValues>,
): Promise<boolean> {
  const stillWaiting: SQL = sql`exists (select 1 from vendor_profiles where vendor_profiles.user_id = ${userId} and vendor_profiles.abn = ${abn})`;
  const written = await db
    .update(abnChecks)
    .set(values)
    .where(and(eq(abnChecks.userId, userId), eq(abnChecks.abrStatus, 'not_checked'), stillWaiting))
    .returning({ userId: abnChecks.userId });
  return written.length === 1;
}
