import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type NewUser, type User, users } from '../../db/schema/index.ts';

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
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

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Ends every session of the user: tokens carry the version they were issued with. */
export async function bumpTokenVersion(db: Db, id: string): Promise<User | undefined> {
  const [user] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}
