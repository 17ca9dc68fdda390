import { createHash, randomBytes } from 'node:crypto';
import type { PendingAction } from '@soko/shared';
import { errors, jwtVerify, SignJWT } from 'jose';

const SESSION_TTL = '7d';
const ACTION_TTL = '30m';

export interface SessionClaims {
  sub: string;
  ver: number;
}

export interface ActionClaims {
  sub: string;
  action: PendingAction;
  /** The account's token version: a password reset or logout ends action tokens too. */
  ver: number;
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signSessionToken(secret: string, claims: SessionClaims): Promise<string> {
  return new SignJWT({ ver: claims.ver, typ: 'session' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(SESSION_TTL)
    .sign(keyOf(secret));
}

/**
 * A short-lived proof, returned by login while an onboarding step is pending, that the caller
 * knows the account's password: an account id alone must never be enough to act on it.
 */
export function signActionToken(secret: string, claims: ActionClaims): Promise<string> {
  return new SignJWT({ action: claims.action, ver: claims.ver, typ: 'action' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(ACTION_TTL)
    .sign(keyOf(secret));
}

async function verifyTyped(secret: string, token: string, typ: string) {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    return payload.typ === typ && typeof payload.sub === 'string' ? payload : null;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}

export async function verifySessionToken(secret: string, token: string): Promise<SessionClaims | null> {
  const payload = await verifyTyped(secret, token, 'session');
  if (!payload?.sub || typeof payload.ver !== 'number') return null;
  return { sub: payload.sub, ver: payload.ver };
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
