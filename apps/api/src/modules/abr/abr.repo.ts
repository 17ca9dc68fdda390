import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AbrColumns } from './abr.service.ts';

/**
 * Accounts whose ABN the register has not answered for, never asked first, then those asked longest
 * ago, along users_abr_unchecked_idx (its condition written the same way, as SQL, so that a generic
 * plan can prove it): an ABN the register never answers cannot keep the others waiting.
 */
export function listUncheckedAbns(db: Db, limit: number): Promise<{ id: string; abn: string }[]> {
  return db
    .select({ id: users.id, abn: users.abn })
    .from(users)
    .where(sql`${users.abrStatus} = 'not_checked' and ${users.abn} <> ''`)
    .orderBy(sql`${users.abrAttemptedAt} asc nulls first`, asc(users.createdAt), asc(users.id))
    .limit(limit);
}

/** Records an ask the register did not answer, so that the next run asks the others first. */
export async function saveAbrAttempt(db: Db, id: string, abn: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ abrAttemptedAt: at })
    .where(and(eq(users.id, id), eq(users.abn, abn), eq(users.abrStatus, 'not_checked')));
}

/**
 * Records the register's answer unless the account has moved on meanwhile: its ABN changed, or
 * another run recorded an answer first. False when nothing was written.
 */
export async function saveAbrAnswer(db: Db, id: string, abn: string, columns: AbrColumns): Promise<boolean> {
  const saved = await db
    .update(users)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.abn, abn), eq(users.abrStatus, 'not_checked')))
    .returning({ id: users.id });
  return saved.length === 1;
}
