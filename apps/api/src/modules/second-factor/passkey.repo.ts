import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, webauthnChallenges } from '../../db/schema/index.ts';

export type Passkey = typeof passkeys.$inferSelect;
export type WebauthnChallenge = typeof webauthnChallenges.$inferSelect;

export function passkeysOf(db: Db, userId: string): Promise<Passkey[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<Passkey | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Db, values: typeof passkeys.$inferInsert): Promise<Passkey> {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error('insert returned no passkey');
  return row;
}

export async function deletePasskey(db: Db, userId: string, id: string): Promise<Passkey | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row;
}

export function deletePasskeysOf(db: Db, userId: string): Promise<Passkey[]> {
  return db.delete(passkeys).where(eq(passkeys.userId, userId)).returning();
}

/**
 * Saves the signature counter of a use: false when another use moved it to or past this one first
 * (two requests with one assertion cannot both pass). Authenticators that keep no counter send 0.
 */
export async function recordPasskeyUse(db: Db, passkey: Passkey, newCount: number, at: Date): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: at })
    .where(
      and(eq(passkeys.id, passkey.id), newCount === 0 ? eq(passkeys.signCount, 0) : lt(passkeys.signCount, newCount)),
    )
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

/** Gives out a challenge; forgets the ones nobody answered in time. */
export async function insertWebauthnChallenge(
  db: Db,
  values: typeof webauthnChallenges.$inferInsert,
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(values);
}

/** Takes a challenge for the purpose it was given for: it can be answered once, before it expires. */
export async function takeWebauthnChallenge(
  db: Db,
  challenge: string,
  purpose: WebauthnChallenge['purpose'],
  now: Date,
): Promise<WebauthnChallenge | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
