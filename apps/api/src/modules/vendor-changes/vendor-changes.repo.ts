import { ROLE_VENDOR } from '@soko/shared';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type User, users, vendorPendingChanges } from '../../db/schema/index.ts';

/**
 * Whether another vendor has this ABN in force or asked for it. Vendors are about a thousand rows at
 * the target size, and an ABN is checked only when one changes, so no index is kept for it.
 */
export async function abnHeldByAnotherVendor(db: Db, abn: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, ROLE_VENDOR),
        ne(accounts.id, exceptUserId),
        or(
          eq(accounts.abn, abn),
          and(isNotNull(accounts.pendingChange), sql`${accounts.pendingChange}->>'abn' = ${abn}`),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findVendorRow(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, ROLE_VENDOR)))
    .limit(1);
  return user;
}

/** Locks the account for the rest of the transaction, so that the change is decided on its current state. */
export async function lockAccountRow(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update').limit(1);
  if (!row) return undefined;
  const [user] = await db.select().from(accounts).where(eq(accounts.id, row.id)).limit(1);
  return user;
}

/** The pending change's columns, as vendor-changes writes them. */
export type PendingChangeValues = Partial<Omit<typeof vendorPendingChanges.$inferInsert, 'userId'>>;

export async function writePendingChange(db: Db, userId: string, values: PendingChangeValues): Promise<void> {
  await db.update(vendorPendingChanges).set(values).where(eq(vendorPendingChanges.userId, userId));
}
