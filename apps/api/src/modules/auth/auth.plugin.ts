import { MESSAGES, type PendingAction, ROLE_SUPER_ADMIN, type SessionEndReason } from '@soko/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema/index.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { verifyActionToken, verifySessionToken } from '../../lib/tokens.ts';
import { pendingActionOf } from '../users/users.presenter.ts';
import { findSessionUser, findUserById } from '../users/users.repo.ts';

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: User | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export const SESSION_HEADER = 'x-auth-token';

/** What a token whose session the server ended hears, by why it was ended. */
const SESSION_ENDED_MESSAGE: Record<SessionEndReason | 'expired', string> = {
  expired: MESSAGES.sessionExpired,
  signed_out: MESSAGES.sessionSignedOut,
  password_changed: MESSAGES.sessionPasswordChanged,
};
export const ACTION_HEADER = 'x-action-token';

const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** Resolves the token's user; a deactivated, unfinished or logged-out account gets no access. */
async function sessionUserOf(app: FastifyInstance, request: FastifyRequest): Promise<User> {
  const token = headerValue(request, SESSION_HEADER);
  if (!token) throw unauthorized();
  const claims = await verifySessionToken(app.config.jwtSecret, token);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  const user = await findSessionUser(app.database.db, claims.sub);
  if (!user || pendingActionOf(user) !== null) throw unauthorized(MESSAGES.sessionExpired);
  if (!user.active) throw new AppError(401, MESSAGES.accountDeactivated);
  if (user.tokenVersion !== claims.ver) throw unauthorized(SESSION_ENDED_MESSAGE[user.sessionEndReason ?? 'expired']);
  return user;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessionUser', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.sessionUser = await sessionUserOf(app, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.sessionUser = await sessionUserOf(app, request);
    if (request.sessionUser.role !== ROLE_SUPER_ADMIN) throw forbidden();
  });
}

/** The signed-in user of a route guarded by `app.authenticate` or `app.requireAdmin`. */
export function currentUser(request: FastifyRequest): User {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}

/**
 * The account a pending onboarding step acts on, proven by the action token that login or
 * registration returned, which must name this account. Another account's id gets 404.
 */
export async function actionUser(
  app: FastifyInstance,
  request: FastifyRequest,
  /** The account named in the path; omitted when the path names none (the token's own account). */
  userId: string | undefined,
  action: PendingAction,
): Promise<User> {
  const token = headerValue(request, ACTION_HEADER);
  const claims = token ? await verifyActionToken(app.config.jwtSecret, token) : null;
  if (!claims) throw unauthorized('Please log in again to continue');
  if (userId !== undefined && claims.sub !== userId) throw new AppError(404, 'Account not found');
  const user = await findUserById(app.database.db, claims.sub);
  if (!user) throw new AppError(404, 'Account not found');
  if (user.tokenVersion !== claims.ver) throw unauthorized('Please log in again to continue');
  if (!user.active) throw new AppError(403, 'This account has been deactivated. Please contact Soko support');
  // The token names the step it was issued for, and that step must still be the open one.
  if (claims.action !== action || pendingActionOf(user) !== action) {
    throw new AppError(409, 'This step is not pending for your account. Please log in again');
  }
  return user;
}
