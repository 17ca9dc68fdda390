import { ROLE_STAFF, ROLE_SUPER_ADMIN, type SessionEndReason, type UserSort } from '@soko/shared';
import { and, asc, count, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  type NewUserRow,
  type User,
  users,
  type VendorProfileValues,
  vendorProfiles,
} from '../../db/schema/index.ts';
import { boundedCount, firstPageIsAll, fixedLimit, type ListTotal, offsetOf } from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';
import { findUserById, USER_ORDER_BY, type UserListRow, userListColumns, userSearchSql } from './accounts.read.ts';

/** Active staff (super admins and staff accounts): who staff notices go to, each by its permissions. */
export function activeStaff(db: Db): Promise<Pick<User, 'id' | 'email' | 'firstName' | 'role' | 'staffRole'>[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
      staffRole: users.staffRole,
    })
    .from(users)
    .where(and(inArray(users.role, [ROLE_SUPER_ADMIN, ROLE_STAFF]), eq(users.active, true)))
    .orderBy(asc(users.email));
}

/**
 * Locks every active super admin's row, so that two changes that each leave another super admin
 * cannot together leave none.
 */
export async function lockActiveSuperAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLE_SUPER_ADMIN), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** A new account: its sign-in identity and, for a vendor, the profile's values. */
export type NewAccount = NewUserRow & Partial<VendorProfileValues>;

const PROFILE_KEYS: string[] = Object.keys(getTableColumns(vendorProfiles)).filter((key) => key !== 'userId');

function splitAccount<T extends Partial<NewAccount>>(values: T) {
  const user: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (PROFILE_KEYS.includes(key)) profile[key] = value;
    else user[key] = value;
  }
  return { user: user as Partial<NewUserRow>, profile: profile as Partial<VendorProfileValues> };
}

/** The account's rows in every table are made by the trigger users_open_records; the profile is filled in here. */
async function insertAccount(db: Db, values: NewAccount, unlessEmailTaken: boolean): Promise<User | undefined> {
  const { user, profile } = splitAccount(values);
  const insert = db.insert(users).values(user as NewUserRow);
  const [row] = await (unlessEmailTaken ? insert.onConflictDoNothing() : insert).returning({ id: users.id });
  if (!row) return undefined;
  if (Object.keys(profile).length > 0)
    await db.update(vendorProfiles).set(profile).where(eq(vendorProfiles.userId, row.id));
  return findUserById(db, row.id);
}

export async function insertUser(db: Db, values: NewAccount): Promise<User> {
  const user = await insertAccount(db, values, false);
  if (!user) throw new Error('insert returned no user');
  return user;
}

/** Inserts the user unless one with the same email (any case) exists; then nothing is written. */
export function insertUserUnlessEmailTaken(db: Db, values: NewAccount): Promise<User | undefined> {
  return insertAccount(db, values, true);
}

/** What the users module changes of an account: its sign-in row, its profile, or both. */
export type AccountChange = Partial<Omit<NewUserRow, 'id' | 'createdAt' | 'updatedAt'>> & Partial<VendorProfileValues>;

/**
 * Writes the change to the sign-in row and the profile, noting the account changed; the account as
 * it now reads, undefined for an unknown id. Only this module's services call it: other modules use
 * the intent-named operations on the face.
 */
export async function writeAccount(
  db: Db,
  id: string,
  change: AccountChange,
  at: Date = new Date(),
): Promise<User | undefined> {
  const { user, profile } = splitAccount(change);
  const [row] = await db
    .update(users)
    .set({ ...user, updatedAt: at })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!row) return undefined;
  if (Object.keys(profile).length > 0)
    await db.update(vendorProfiles).set(profile).where(eq(vendorProfiles.userId, id));
  return findUserById(db, id);
}

/**
 * Ends every token of the user the session rows do not cover (they carry the version they were issued
 * with), remembering why for the next call of one of them.
 */
export async function bumpTokenVersion(db: Db, id: string, reason: SessionEndReason): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, sessionEndReason: reason, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return row && findUserById(db, id);
}

/** Locks the account for the rest of the transaction, so that a state change is decided on its current state. */
export async function lockUser(db: Db, id: string): Promise<User | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update').limit(1);
  return row && findUserById(db, row.id);
}

export interface UserFilter {
  q?: string | undefined;
  role?: number | undefined;
}

export async function listUsers(
  db: Db,
  filter: UserFilter,
  sort: UserSort,
  page: number,
  limit: number,
): Promise<{ rows: UserListRow[] } & ListTotal> {
  const rows = fixedLimit(limit);
  if (!filter.q && rows !== undefined) {
    const byRole = filter.role !== undefined;
    const later = page > 1;
    const statements = userListStatements(db, `${byRole}|${sort}|${later}|${limit}`, () =>
      prepareUserList(db, byRole, sort, later, rows),
    );
    const values = { role: filter.role, offset: offsetOf(page, limit) };
    const [pageRows, [counted]] = await Promise.all([
      statements.page.execute(values),
      statements.total.execute(values),
    ]);
    return { rows: pageRows, total: counted?.total ?? 0, totalCapped: false };
  }
  const where = and(
    filter.q ? userSearchSql(filter.q) : undefined,
    filter.role !== undefined ? eq(accounts.role, filter.role) : undefined,
  );
  const found = await db
    .select(userListColumns)
    .from(accounts)
    .where(where)
    .orderBy(...USER_ORDER_BY[sort])
    .limit(limit)
    .offset(offsetOf(page, limit));
  if (firstPageIsAll(page, found.length, limit)) return { rows: found, total: found.length, totalCapped: false };
  const matching = db.select({ one: sql`1` }).from(accounts).where(where).getSQL();
  return { rows: found, ...(await boundedCount(db, matching, Boolean(filter.q))) };
}

/**
 * The page and total of the list without a search, prepared once per role filter, sort, first or
 * later page and page size (the first has no offset: a generic plan for "offset $1" takes it for a
 * deep one).
 */
function prepareUserList(db: Db, byRole: boolean, sort: UserSort, later: boolean, rows: SQL) {
  const where = byRole ? eq(accounts.role, sql.placeholder('role')) : undefined;
  const page = db
    .select(userListColumns)
    .from(accounts)
    .where(where)
    .orderBy(...USER_ORDER_BY[sort])
    .limit(rows as unknown as number)
    .$dynamic();
  return {
    page: (later ? page.offset(sql.placeholder('offset')) : page).prepare(''),
    total: db.select({ total: count() }).from(accounts).where(where).prepare(''),
  };
}

const userListStatements = preparedByShape<ReturnType<typeof prepareUserList>>();

/**
 * Closes the account's sign-in row and clears the profile of what no record needs (phone, date of
 * birth, how they heard of Soko, referral code); undefined when already closed.
 */
export async function closeAccountRows(db: Db, userId: string, at: Date): Promise<User | undefined> {
  const [closed] = await db
    .update(users)
    .set({ closedAt: at, active: false, pendingEmail: null, updatedAt: at })
    .where(and(eq(users.id, userId), sql`${users.closedAt} is null`))
    .returning({ id: users.id });
  if (!closed) return undefined;
  await db
    .update(vendorProfiles)
    .set({ phone: '', dob: null, howHeard: null, referralCode: null })
    .where(eq(vendorProfiles.userId, userId));
  return findUserById(db, userId);
}
