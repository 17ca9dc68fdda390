import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { PendingAction } from '@soko/shared';
import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/** How long a session lasts from sign-in: its token expires then, whatever it did meanwhile. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ACTION_TTL = '30m';

export interface SessionClaims {
  sub: string;
  /** The account's token version when the token was issued: ending every session bumps it. */
  ver: number;
  /** The session's row (issue 15): ending that row ends this device only. */
  sid: string;
}

export interface ActionClaims {
  sub: string;
  action: PendingAction;
  /** The account's token version: a password reset or logout ends action tokens too. */
  ver: number;
}

/**
 * One WebCrypto key per secret, imported once: given raw bytes, jose imports them again at every
 * call (on this machine 180 µs a verification instead of 100, at every request that checks a session).
 */
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

/** `expiresAt` is the session's end, so a token issued again within a session (password change) keeps it. */
export async function signSessionToken(secret: string, claims: SessionClaims, expiresAt: Date): Promise<string> {
  return new SignJWT({ ver: claims.ver, sid: claims.sid, typ: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await keyOf(secret));
}

/**
 * A short-lived proof, returned by login while an onboarding step is pending, that the caller
 * knows the account's password: an account id alone must never be enough to act on it.
 */
export async function signActionToken(secret: string, claims: ActionClaims): Promise<string> {
  return new SignJWT({ action: claims.action, ver: claims.ver, typ: 'action' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(ACTION_TTL)
    .sign(await keyOf(secret));
}

/**
 * Tokens whose signature was checked, with their claims, by secret and token: a signed-in user
 * sends the same token with every request, and checking its signature again (WebCrypto, ~100 µs)
 * was the largest part of a session check after the database. The expiry is still checked at every
 * use; whether the session still stands is the database's to say, as before. Bounded, and started
 * over when full.
 */
const VERIFIED_KEPT = 10_000;
const verified = new Map<string, JWTPayload>();

function unexpired(payload: JWTPayload): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 > Date.now();
}

async function verifyTyped(secret: string, token: string, typ: string) {
  const cacheKey = `${secret}\n${token}`;
  let payload = verified.get(cacheKey);
  if (payload === undefined || !unexpired(payload)) {
    try {
      payload = (await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] })).payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
    if (verified.size >= VERIFIED_KEPT) verified.clear();
    verified.set(cacheKey, payload);
  }
  return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of a valid session token. A token without a session id (issued before sessions had
 * rows) is refused like an expired one: a session the list of devices cannot show could not be
 * ended from it either.
 */
export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  const payload = await verifyTyped(secret, token, 'session');
  if (!payload?.sub || typeof payload.ver !== 'number') return null;
  if (typeof payload.sid !== 'string' || !UUID.test(payload.sid)) return null;
  return { sub: payload.sub, ver: payload.ver, sid: payload.sid };
}

export async function verifyActionToken(secret: string, token: string): Promise<ActionClaims | null> {
  const payload = await verifyTyped(secret, token, 'action');
  if (!payload?.sub || typeof payload.action !== 'string' || typeof payload.ver !== 'number') return null;
  return { sub: payload.sub, action: payload.action as PendingAction, ver: payload.ver };
}

/** A random token for an email link (256 bits) and the hash that is stored in its place. */
export function newEmailToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashEmailToken(token) };
}

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
