import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { AbrColumns } from './abr.service.ts';

/**
 * The oldest accounts whose ABN the register has not answered for, along users_abr_unchecked_idx
 * (its condition written the same way, as SQL, so that a generic plan can prove it).
 */
export function listUncheckedAbns(db: Db, limit: number): Promise<{ id: string; abn: string }[]> {
  return db
    .select({ id: users.id, abn: users.abn })
    .from(users)
    .where(sql`${users.abrStatus} = 'not_checked' and ${users.abn} <> ''`)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
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
