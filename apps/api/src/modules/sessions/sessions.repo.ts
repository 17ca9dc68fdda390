import type { SessionEndReason } from '@soko/shared';
import { and, desc, eq, getViewSelectedFields, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, type Session, sessions, type User, users } from '../../db/schema/index.ts';
import type { SessionState } from '../../lib/request-user.ts';

export interface NewSession {
  userId: string;
  userAgent: string;
  ip: string;
}

export async function insertSession(db: Db, values: NewSession): Promise<Session> {
  const [session] = await db.insert(sessions).values(values).returning();
  if (!session) throw new Error('insert returned no session');
  return session;
}

export type { SessionState };

function prepareSessionUser(db: Db) {
  return (
    db
      .select({
        user: getViewSelectedFields(accounts),
        session: {
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          endedAt: sessions.endedAt,
          endReason: sessions.endReason,
        },
      })
      .from(accounts)
      .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, accounts.id)))
      .where(eq(accounts.id, sql.placeholder('userId')))
      .limit(1)
      // No name of its own: the pool names statements by their text where named statements are on
      // (behind a transaction pooler they are off, and a name would clash on a shared connection).
      .prepare('')
  );
}
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/**
 * The account of a session token with the token's session row (null when the row is gone), in one
 * round trip: every signed-in request asks, so the query is built once, and (where named statements
 * are on) PostgreSQL parses and plans it once per connection instead of at each request.
 */
export async function findSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ user: User; session: SessionState | null } | undefined> {
  let query = sessionUserQueries.get(db);
  if (!query) {
    query = prepareSessionUser(db);
    sessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ userId, sessionId });
  return row;
}

/** Which of the named sessions of the user have not ended, none when the account is inactive or closed. */
export async function liveSessionIdsAmong(db: Db, userId: string, sessionIds: readonly string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.userId, userId),
        inArray(sessions.id, [...sessionIds]),
        isNull(sessions.endedAt),
        eq(users.active, true),
        isNull(users.closedAt),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Notes that the session was seen at `now`, unless another request already did since `seenSince`
 * (requests of one session arrive together, and several instances serve them).
 */
export async function touchSession(db: Db, id: string, now: Date, seenSince: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, seenSince)));
}

/** Ends one live session of the user; false when the user has no such live session. */
export async function endSessionOf(db: Db, userId: string, id: string, reason: SessionEndReason): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Ends every live session of the user, but the one `exceptId` names. */
export async function endSessionsOf(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  exceptId: string | null = null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.endedAt), exceptId ? ne(sessions.id, exceptId) : undefined),
    );
}

/** The user's sessions not ended and begun after `begunAfter` (older ones' tokens have expired). */
export function liveSessionsOf(db: Db, userId: string, begunAfter: Date): Promise<Session[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.createdAt, begunAfter)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Whether the user has a session row (kept 30 days) begun from a browser with this User-Agent. */
export async function hasSessionFromBrowser(db: Db, userId: string, userAgent: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.userAgent, userAgent)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user has any session row (kept 30 days): a first sign-in is no news to its owner. */
export async function hasAnySession(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
  return row !== undefined;
}

/** Forgets the user's sessions begun before `before`, ended or expired long ago. */
export async function deleteSessionsBegunBefore(db: Db, userId: string, before: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.createdAt, before)));
}
