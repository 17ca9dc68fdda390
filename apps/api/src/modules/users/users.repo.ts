import { ROLE_STAFF, ROLE_SUPER_ADMIN, type UserSort } from '@soko/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewUser, type User, users } from '../../db/schema/index.ts';
import {
  boundedCount,
  firstPageIsAll,
  fixedLimit,
  type ListTotal,
  likeContaining,
  offsetOf,
} from '../../lib/pagination.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

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

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return user;
}

interface EmailTakenOptions {
  exceptUserId?: string;
  /**
   * Whether an address another account asked to move to counts. It does for an email change (two
   * accounts must not wait on one address); it does not for registration, so that nobody can
   * hold an address they do not own by asking for it.
   */
  includePending?: boolean;
}

export async function emailIsTaken(db: Db, email: string, options: EmailTakenOptions = {}): Promise<boolean> {
  const address = email.toLowerCase();
  const includePending = options.includePending ?? true;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`(lower(${users.email}) = ${address}${includePending ? sql` or lower(${users.pendingEmail}) = ${address}` : sql``})${
        options.exceptUserId ? sql` and ${users.id} <> ${options.exceptUserId}` : sql``
      }`,
    )
    .limit(1);
  return row !== undefined;
}

export async function insertUser(db: Db, values: NewUser): Promise<User> {
  const [user] = await db.insert(users).values(values).returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

/** Inserts the user unless one with the same email (any case) exists; then nothing is written. */
export async function insertUserUnlessEmailTaken(db: Db, values: NewUser): Promise<User | undefined> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Locks the account for the rest of the transaction, so that a state change is decided on its current state. */
export async function lockUser(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return user;
}

/** Every onboarding step is done: email verified, identity approved and the account activated. */
export const onboardedSql: SQL = and(
  isNotNull(users.emailVerifiedAt),
  eq(users.identityStatus, 'approved'),
  isNotNull(users.activatedAt),
) as SQL;

/**
 * Name, business name or email contains the text (case-insensitive), served by the users' trigram
 * indexes from 3 characters; shorter text reads the users table (about a thousand rows).
 */
export function userSearchSql(q: string): SQL {
  const pattern = likeContaining(q);
  return sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern} or lower(${users.displayName}) like ${pattern} or lower(${users.email}) like ${pattern})`;
}

const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;

export const USER_ORDER_BY: Record<UserSort, SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [sql`${fullName} asc`, asc(users.id)],
  '-name': [sql`${fullName} desc`, desc(users.id)],
  // Emails are unique (users_email_lower_key), so they need no tie-breaker and that index serves the sort.
  email: [sql`lower(${users.email}) asc`],
  '-email': [sql`lower(${users.email}) desc`],
};

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
): Promise<{ rows: User[] } & ListTotal> {
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
    filter.role !== undefined ? eq(users.role, filter.role) : undefined,
  );
  const found = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...USER_ORDER_BY[sort])
    .limit(limit)
    .offset(offsetOf(page, limit));
  if (firstPageIsAll(page, found.length, limit)) return { rows: found, total: found.length, totalCapped: false };
  const matching = db.select({ one: sql`1` }).from(users).where(where).getSQL();
  return { rows: found, ...(await boundedCount(db, matching, Boolean(filter.q))) };
}

/**
 * The page and total of the list without a search, prepared once per role filter, sort, first or
 * later page and page size (the first has no offset: a generic plan for "offset $1" takes it for a
 * deep one).
 */
function prepareUserList(db: Db, byRole: boolean, sort: UserSort, later: boolean, rows: SQL) {
  const where = byRole ? eq(users.role, sql.placeholder('role')) : undefined;
  const page = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...USER_ORDER_BY[sort])
    .limit(rows as unknown as number)
    .$dynamic();
  return {
    page: (later ? page.offset(sql.placeholder('offset')) : page).prepare(''),
    total: db.select({ total: count() }).from(users).where(where).prepare(''),
  };
}

const userListStatements = preparedByShape<ReturnType<typeof prepareUserList>>();
