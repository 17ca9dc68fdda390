import type { FastifyRequest } from 'fastify';
import type { Session, User } from '../db/schema/index.ts';
import { unauthorized } from './errors.ts';

/** What the per-request check needs of the token's session row. */
export type SessionState = Pick<Session, 'id' | 'createdAt' | 'lastSeenAt' | 'endedAt' | 'endReason'>;

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: User | null;
    /** The session (device) the token names. */
    session: SessionState | null;
  }
}

/** The signed-in user of a route guarded by `app.authenticate` or a permission guard. */
export function currentUser(request: FastifyRequest): User {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/** The session (device) of a route guarded by `app.authenticate` or a permission guard. */
export function currentSession(request: FastifyRequest): SessionState {
  if (!request.session) throw unauthorized();
  return request.session;
}
