import { ROLE_VENDOR } from '@soko/shared';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';

/**
 * Whether another vendor has this ABN in force or asked for it. Vendors are about a thousand rows at
 * the target size, and an ABN is checked only when one changes, so no index is kept for it.
 */
export async function abnHeldByAnotherVendor(db: Db, abn: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, ROLE_VENDOR),
        ne(users.id, exceptUserId),
        or(eq(users.abn, abn), and(isNotNull(users.pendingChange), sql`${users.pendingChange}->>'abn' = ${abn}`)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findVendorRow(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, ROLE_VENDOR)))
    .limit(1);
  return user;
}

/** Locks the account for the rest of the transaction, so that the change is decided on its current state. */
export async function lockAccountRow(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('no key update').limit(1);
  return user;
}
