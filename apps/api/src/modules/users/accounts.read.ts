import type { UserSort } from '@soko/shared';
import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type User, users } from '../../db/schema/index.ts';
import { likeContaining } from '../../lib/pagination.ts';

/**
 * The account read model (issue 43): an account as the `accounts` view reads it (its sign-in row,
 * profile, ABN check, identity verification and pending change as one row), and the conditions and
 * sorts other modules' lists of accounts use. Reads only: the writes are the users face's operations.
 */

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
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

/** Every onboarding step is done: email verified, identity approved and the account activated. */
export const onboardedSql: SQL = and(
  isNotNull(accounts.emailVerifiedAt),
  eq(accounts.identityStatus, 'approved'),
  isNotNull(accounts.activatedAt),
) as SQL;

/**
 * Name, business name or email of an account of the `accounts` view contains the text
 * (case-insensitive): each table's side read along its trigram indexes from 3 characters (users for
 * names and emails, vendor_profiles for business names); shorter text reads the tables (about a
 * thousand rows). Written with table names: interpolated columns would render unqualified.
 */
export function userSearchSql(q: string): SQL {
  const pattern = likeContaining(q);
  return sql`${accounts.id} in (select users.id from users where lower(users.first_name || ' ' || users.last_name) like ${pattern} or lower(users.email) like ${pattern} union select vendor_profiles.user_id from vendor_profiles where lower(vendor_profiles.display_name) like ${pattern})`;
}

const fullName = sql`lower(${accounts.firstName} || ' ' || ${accounts.lastName})`;

/** The sorts of the `accounts` view, each along an index of users (users_created_idx, users_name_idx, users_email_lower_key). */
export const USER_ORDER_BY: Record<UserSort, SQL[]> = {
  newest: [desc(accounts.createdAt), desc(accounts.id)],
  oldest: [asc(accounts.createdAt), asc(accounts.id)],
  name: [sql`${fullName} asc`, asc(accounts.id)],
  '-name': [sql`${fullName} desc`, desc(accounts.id)],
  // Emails are unique (users_email_lower_key), so they need no tie-breaker and that index serves the sort.
  email: [sql`lower(${accounts.email}) asc`],
  '-email': [sql`lower(${accounts.email}) desc`],
};

/**
 * What the staff user and vendor lists show of an account: its sign-in row, its store's name and its
 * identity check's state. Naming only these lets PostgreSQL leave the view's ABN check and pending change
 * out of the join; whether a password is set is read as a flag, so no hash leaves the database.
 */
export const userListColumns = {
  id: accounts.id,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  displayName: accounts.displayName,
  role: accounts.role,
  staffRole: accounts.staffRole,
  active: accounts.active,
  emailVerifiedAt: accounts.emailVerifiedAt,
  identityStatus: accounts.identityStatus,
  activatedAt: accounts.activatedAt,
  createdAt: accounts.createdAt,
  hasPassword: sql<boolean>`coalesce(${accounts.passwordHash}, '') <> ''`,
};

export type UserListRow = Pick<
  User,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'displayName'
  | 'role'
  | 'staffRole'
  | 'active'
  | 'emailVerifiedAt'
  | 'identityStatus'
  | 'activatedAt'
  | 'createdAt'
> & { hasPassword: boolean };
