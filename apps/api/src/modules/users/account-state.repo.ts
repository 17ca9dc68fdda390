import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewUser, type User, users } from '../../db/schema/index.ts';

/** What an account must still hold for a change decided on it to be written. */
export interface UserStillHas {
  abn?: string;
  abrStatus?: User['abrStatus'];
  identityStatus?: User['identityStatus'];
}

/**
 * Writes `values` only while the account still holds what the change was decided on, so that two
 * writers deciding at once cannot both succeed; undefined when the account has moved on. Unlike
 * `updateUser` it leaves `updatedAt` to the caller: a step no one sees (an unanswered ABN lookup)
 * does not change the account.
 */
export async function updateUserIfStill(
  db: Db,
  id: string,
  stillHas: UserStillHas,
  values: Partial<NewUser>,
): Promise<User | undefined> {
  const conditions: SQL[] = [eq(users.id, id)];
  if (stillHas.abn !== undefined) conditions.push(eq(users.abn, stillHas.abn));
  if (stillHas.abrStatus !== undefined) conditions.push(eq(users.abrStatus, stillHas.abrStatus));
  if (stillHas.identityStatus !== undefined) conditions.push(eq(users.identityStatus, stillHas.identityStatus));
  const [user] = await db
    .update(users)
    .set(values)
    .where(and(...conditions))
    .returning();
  return user;
}

/**
 * Closes the account and removes what no record needs: phone, date of birth, how they heard of
 * Soko, referral code and changes waiting for review. The name, email, ABN and address stay: the
 * tax invoices and payouts issued to and by the vendor name them. Undefined when already closed.
 */
export async function markUserClosed(db: Db, userId: string, at: Date): Promise<User | undefined> {
  const [closed] = await db
    .update(users)
    .set({
      closedAt: at,
      active: false,
      phone: '',
      dob: null,
      howHeard: null,
      referralCode: null,
      pendingEmail: null,
      pendingChange: null,
      pendingChangeAt: null,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), sql`${users.closedAt} is null`))
    .returning();
  return closed;
}
