import { SESSION_LAST_SEEN_EVERY_MINUTES, type SessionDto, type SessionEndReason } from '@soko/shared';
import Bowser from 'bowser';
import type { Db } from '../../db/client.ts';
import type { Session, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { SESSION_TTL_MS, signSessionToken } from '../../lib/tokens.ts';
import {
  deleteSessionsBegunBefore,
  endSessionOf,
  endSessionsOf,
  findSessionUser,
  hasAnySession,
  hasSessionFromBrowser,
  insertSession,
  liveSessionIdsAmong,
  liveSessionsOf,
  type SessionState,
  touchSession,
} from './sessions.repo.ts';

export type { SessionState };

const LAST_SEEN_EVERY_MS = SESSION_LAST_SEEN_EVERY_MINUTES * 60 * 1000;
/** Enough for any real browser's User-Agent; the rest of a longer one is noise or abuse. */
const USER_AGENT_MAX = 512;
/** Sessions begun longer ago (their tokens expired 23 days before) are forgotten at the user's next sign-in. */
const HISTORY_MS = 30 * 24 * 60 * 60 * 1000;

/** The device a sign-in comes from, as its session row keeps it. */
export interface SignInDevice {
  userAgent: string;
  ip: string;
}

/** What a sign-in's request tells of its device. */
export interface DeviceSource {
  headers: { 'user-agent'?: string | undefined };
  ip: string;
}

export function signInDeviceOf(request: DeviceSource): SignInDevice {
  return { userAgent: (request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX), ip: request.ip };
}

function sessionToken(deps: Pick<AppDeps, 'config'>, user: User, session: Pick<Session, 'id' | 'createdAt'>) {
  return signSessionToken(
    deps.config.jwtSecret,
    { sub: user.id, ver: user.tokenVersion, sid: session.id },
    new Date(session.createdAt.getTime() + SESSION_TTL_MS),
  );
}

/**
 * Signs the user in on a device: a session row and the token that names it. The user's sessions
 * begun more than 30 days ago are forgotten meanwhile, so the table keeps a bounded history.
 */
export async function startSession(
  deps: Pick<AppDeps, 'db' | 'config'>,
  user: User,
  device: SignInDevice,
): Promise<string> {
  const { db } = deps;
  await deleteSessionsBegunBefore(db, user.id, new Date(Date.now() - HISTORY_MS));
  const session = await insertSession(db, { userId: user.id, ...device });
  return sessionToken(deps, user, session);
}

/** A new token for a session that goes on (after a password change), ending when the session does. */
export function reissueSessionToken(deps: Pick<AppDeps, 'config'>, user: User, session: SessionState): Promise<string> {
  return sessionToken(deps, user, session);
}

/** The token's account and session row, read together (the auth check of every request). */
export function findSignedIn(deps: Pick<AppDeps, 'db'>, userId: string, sessionId: string) {
  return findSessionUser(deps.db, userId, sessionId);
}

/**
 * Which of the named sessions of the user, each holding long-lived connections (notification
 * streams), still stand, in one query: the account active and open, the session row not ended.
 * Every way of ending sessions ends their rows; the token version is not asked, because a password
 * change bumps it while keeping the session that made it, whose page goes on with a new token and
 * must not be signed out by its own stream.
 */
export async function stillSignedInAmong(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  sessionIds: readonly string[],
): Promise<Set<string>> {
  return new Set(await liveSessionIdsAmong(deps.db, userId, sessionIds));
}

/**
 * Tells every instance that the user's sessions changed, after the transaction that ended them
 * commits: their open notification streams check their sign-in again and close when it has ended. A
 * failure is logged, never the caller's: the next request of an ended session is refused anyway.
 */
export async function announceSessionsEnded(deps: Pick<AppDeps, 'notices' | 'log'>, userId: string): Promise<void> {
  try {
    await deps.notices.publish([userId]);
  } catch (error) {
    deps.log.warn({ err: error }, 'sessions: the end of sessions could not be announced');
  }
}

/**
 * Notes a request of the session, writing at most once per SESSION_LAST_SEEN_EVERY_MINUTES, after
 * the answer rather than before it.
 */
export function noteSessionSeen(deps: Pick<AppDeps, 'db' | 'backgroundWrites'>, session: SessionState): void {
  const now = new Date();
  const seenSince = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
  if (session.lastSeenAt >= seenSince) return;
  deps.backgroundWrites.run('session last-seen write', () => touchSession(deps.db, session.id, now, seenSince));
}

/** Logout: ends this session only; the user's other devices stay signed in. */
export async function endThisSession(deps: Pick<AppDeps, 'db'>, user: User, session: SessionState): Promise<void> {
  await endSessionOf(deps.db, user.id, session.id, 'signed_out');
}

/** Ends one of the user's own sessions from the list; another user's, or one already ended, is 404. */
export async function endSessionById(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  current: SessionState,
  id: string,
): Promise<void> {
  const reason: SessionEndReason = id === current.id ? 'signed_out' : 'ended_elsewhere';
  if (!(await endSessionOf(deps.db, user.id, id, reason))) throw notFound('Session');
}

/**
 * Ends every live session row of the user but the one `exceptId` names; the users face's
 * endAllSessions also moves the token version, for the tokens no row names.
 */
export async function endSessionRowsOf(
  db: Db,
  userId: string,
  reason: SessionEndReason,
  exceptId: string | null = null,
): Promise<void> {
  await endSessionsOf(db, userId, reason, exceptId);
}

/**
 * Whether a sign-in from this browser is news to the account's owner: they signed in before (session
 * rows are kept 30 days), never from a browser with this User-Agent. A first sign-in is no news.
 */
export async function isNewBrowserFor(deps: Pick<AppDeps, 'db'>, userId: string, userAgent: string): Promise<boolean> {
  return (await hasAnySession(deps.db, userId)) && !(await hasSessionFromBrowser(deps.db, userId, userAgent));
}

function deviceLabel(userAgent: string): string {
  if (userAgent.trim() === '') return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name && !os.name) return 'Unknown device';
  return `${browser.name || 'Unknown browser'} on ${os.name || 'an unknown system'}`;
}

/** The user's sessions still signed in: this one first, then the most recently seen. */
export async function listSessions(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  current: SessionState,
): Promise<SessionDto[]> {
  const rows = await liveSessionsOf(deps.db, user.id, new Date(Date.now() - SESSION_TTL_MS));
  const dtos = rows.map((row) => ({
    _id: row.id,
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === current.id,
  }));
  return [...dtos.filter((dto) => dto.current), ...dtos.filter((dto) => !dto.current)];
}
