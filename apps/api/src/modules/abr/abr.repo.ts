import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

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
