import {
  hasPermission,
  isStaffRole,
  MEMBER_PERMISSION_OF_STAFF_PERMISSION,
  MESSAGES,
  type MemberAccess,
  NOTIFICATION_STREAM_COOKIE,
  type PendingAction,
  type Permission,
  ROLE_VENDOR_MEMBER,
  SECOND_FACTOR_TEXT,
  type SessionEndReason,
  VENDOR_TEAM_TEXT,
  vendorPermissionsOf,
} from '@soko/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema/index.ts';
import { requestDeps } from '../../deps.ts';
import { runAsMember } from '../../lib/acting-member.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import { currentSession, currentUser, type SessionState } from '../../lib/request-user.ts';
import { verifyActionToken, verifySessionToken } from '../../lib/tokens.ts';
import { assertSteppedUp, hasSecondFactor, secondFactorRequiredFor } from '../second-factor/index.ts';
import { findSignedIn, noteSessionSeen } from '../sessions/index.ts';
import { findUserById, pendingActionOf } from '../users/index.ts';
import { actingVendorOf } from '../vendor-team/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Any signed-in account: the route acts on the caller's own data only. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Staff holding the permission; vendors and other staff get 403. */
    requireStaff(permission: PermissionOf): AccessGuard;
    /** A vendor (its own data) or staff holding the permission; other staff get 403. */
    requireVendorOrStaff(permission: PermissionOf): AccessGuard;
    /** Every route's guard, for the route-by-role test and the docs. */
    routeAccess: RouteAccess[];
    /** Every route and who may call it, for the default-deny test. */
    routeDoors: RouteDoor[];
    /**
     * What moves money or power: the session must have proven its second factor (or password) in
     * the last 5 minutes, else 401 `stepUpRequired`. `when` limits it to the calls that need it.
     */
    requireStepUp(when?: (request: FastifyRequest) => boolean): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Who may call a route that does not ask for a signed-in session, which every other route does
     * (default deny): anyone, the storefront server with its key, or an account proving itself with
     * an onboarding action token.
     */
    access?: OpenDoor;
    /**
     * Reachable by an account that must have a second factor and has none yet (its enrolment, the
     * signed-in user, sign-out); every other route then answers 403 `secondFactorEnrolmentRequired`.
     */
    beforeSecondFactor?: true;
    /**
     * How a member of a vendor's team (role 4) may call this signed-in route (issue 30): a vendor
     * permission (acting for the vendor), `self` (their own account) or `owner` (the vendor only).
     * Unnamed, a `requireVendorOrStaff(permission)` guard gives it
     * (`MEMBER_PERMISSION_OF_STAFF_PERMISSION`); otherwise members get 403.
     */
    member?: MemberAccess | 'owner';
    /** What `member` resolved to when the route was added; null: members get 403. */
    memberAccess?: MemberAccess | null;
    /**
     * The session token may come in the path-scoped stream cookie instead of the header: a
     * browser's EventSource cannot send headers (`GET /api/notifications/stream`).
     */
    sessionCookie?: true;
  }
  interface FastifyRequest {
    /** The member's own account while they act for their vendor (the vendor is `sessionUser`). */
    member: User | null;
  }
}

/** How a route is entered without a session; the route itself checks the key or token it names. */
export type OpenDoor = 'public' | 'storefrontKey' | 'actionToken';
export type RouteDoor = {
  method: string;
  url: string;
  door: OpenDoor | 'signedIn';
  /** How a member of a vendor's team may call it (null: not at all). */
  memberAccess: MemberAccess | null;
};

/** Routes registered meanwhile (a plugin's static files, the API docs) are public. */
let openingPublicRoutes = 0;
export async function registerPublicRoutes(register: () => PromiseLike<unknown>): Promise<void> {
  openingPublicRoutes += 1;
  try {
    await register();
  } finally {
    openingPublicRoutes -= 1;
  }
}

/** A permission, or one read off the request (a call whose body names the action). */
export type PermissionOf = Permission | ((request: FastifyRequest) => Permission);
export type AccessGuard = ((request: FastifyRequest) => Promise<void>) & {
  access: { audience: 'staff' | 'vendorOrStaff'; permission: PermissionOf };
};
export type RouteAccess = {
  method: string;
  url: string;
  audience: 'staff' | 'vendorOrStaff';
  permission: PermissionOf;
};

export const SESSION_HEADER = 'x-auth-token';

/** What a token whose session the server ended hears, by why it was ended. */
const SESSION_ENDED_MESSAGE: Record<SessionEndReason | 'expired', string> = {
  expired: MESSAGES.sessionExpired,
  signed_out: MESSAGES.sessionSignedOut,
  signed_out_everywhere: MESSAGES.sessionSignedOutEverywhere,
  ended_elsewhere: MESSAGES.sessionEndedElsewhere,
  password_changed: MESSAGES.sessionPasswordChanged,
  // Heard only once the account is active again (a deactivated one hears so before): signing in works.
  deactivated: MESSAGES.sessionExpired,
};
export const ACTION_HEADER = 'x-action-token';

const headerValue = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      return value.length > 0 ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Resolves the token's user and session in one query; a deactivated, unfinished or logged-out
 * account, or an ended session, gets no access and hears why.
 */
async function signedInOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ user: User; session: SessionState }> {
  const token =
    headerValue(request, SESSION_HEADER) ??
    (request.routeOptions.config.sessionCookie ? cookieValue(request, NOTIFICATION_STREAM_COOKIE) : undefined);
  if (!token) throw unauthorized();
  const claims = await verifySessionToken(app.config.jwtSecret, token);
  if (!claims) throw unauthorized(MESSAGES.sessionExpired);
  const found = await findSignedIn(requestDeps(request), claims.sub, claims.sid);
  if (!found || pendingActionOf(found.user) !== null) throw unauthorized(MESSAGES.sessionExpired);
  const { user, session } = found;
  if (user.closedAt) throw new AppError(401, MESSAGES.accountClosed);
  if (!user.active) throw new AppError(401, MESSAGES.accountDeactivated);
  // A session row is forgotten 30 days after sign-in, long after its token expired.
  if (!session) throw unauthorized(MESSAGES.sessionExpired);
  if (session.endedAt) throw unauthorized(SESSION_ENDED_MESSAGE[session.endReason ?? 'expired']);
  if (user.tokenVersion !== claims.ver) throw unauthorized(SESSION_ENDED_MESSAGE[user.sessionEndReason ?? 'expired']);
  noteSessionSeen(requestDeps(request), session);
  return { user, session };
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('session', null);
  app.decorateRequest('member', null);
  const signIn = async (request: FastifyRequest) => {
    // The default-deny hook has signed the request in before any route's own guard asks.
    if (request.sessionUser) return;
    const { user, session } = await signedInOf(app, request);
    request.sessionUser = user;
    request.session = session;
  };
  app.decorate('authenticate', signIn);
  // One permission check per call (issue 15): the route's guard decides; services only scope data.
  const guard = (audience: 'staff' | 'vendorOrStaff', permission: PermissionOf): AccessGuard => {
    const check = async (request: FastifyRequest) => {
      // A guard whose permission the body names runs after parsing; its route signs in first.
      if (!request.sessionUser) await signIn(request);
      const user = currentUser(request);
      if (!isStaffRole(user.role)) {
        if (audience === 'staff') throw forbidden();
        return;
      }
      const needed = typeof permission === 'function' ? permission(request) : permission;
      if (!hasPermission(user, needed)) throw forbidden();
    };
    return Object.assign(check, { access: { audience, permission } });
  };
  app.decorate('requireStaff', (permission: PermissionOf) => guard('staff', permission));
  app.decorate('requireVendorOrStaff', (permission: PermissionOf) => guard('vendorOrStaff', permission));
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  const routeDoors: RouteDoor[] = [];
  app.decorate('routeDoors', routeDoors);
  // Default deny: every route asks for a signed-in session unless it names another way in.
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.access !== undefined) return;
    await signIn(request);
    const user = currentUser(request);
    if (
      !request.routeOptions.config.beforeSecondFactor &&
      secondFactorRequiredFor(app.config, user) &&
      !(await hasSecondFactor(app.deps, user.id))
    ) {
      throw new AppError(403, SECOND_FACTOR_TEXT.enrolmentRequired, undefined, { secondFactorEnrolmentRequired: true });
    }
    if (user.role === ROLE_VENDOR_MEMBER) await actForVendor(request, user);
  });
  // The rest of a member's request knows the member, so that what it records names them.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.member || !request.sessionUser) return done();
    runAsMember({ memberId: request.member.id, vendorId: request.sessionUser.id }, done);
  });
  app.decorate('requireStepUp', (when?: (request: FastifyRequest) => boolean) => async (request: FastifyRequest) => {
    if (when && !when(request)) return;
    await assertSteppedUp(requestDeps(request), currentSession(request).id);
  });
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && openingPublicRoutes > 0) {
      route.config = { ...route.config, access: 'public' };
    }
    const guards = [route.onRequest, route.preValidation]
      .flat()
      .flatMap((hook) => (hook as Partial<AccessGuard> | undefined)?.access ?? []);
    const memberAccess = memberAccessOf(route.config?.member, guards);
    route.config = { ...route.config, memberAccess };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeDoors.push({ method, url: route.url, door: route.config?.access ?? 'signedIn', memberAccess });
      for (const access of guards) routeAccess.push({ method, url: route.url, ...access });
    }
  });
}

/** A route's declared member access, else the one its vendor-or-staff guard's permission stands for. */
function memberAccessOf(
  declared: MemberAccess | 'owner' | undefined,
  guards: AccessGuard['access'][],
): MemberAccess | null {
  if (declared === 'owner') return null;
  if (declared) return declared;
  const guard = guards.find((access) => access.audience === 'vendorOrStaff');
  if (!guard || typeof guard.permission !== 'string') return null;
  return MEMBER_PERMISSION_OF_STAFF_PERMISSION[guard.permission] ?? null;
}

/**
 * One permission check per call for a member (issue 30): the route's member access against their
 * team role. Acting for the vendor, the request's user becomes the vendor, so that every service
 * scopes to the vendor's data exactly as for the owner; `request.member` keeps the member.
 */
async function actForVendor(request: FastifyRequest, member: User): Promise<void> {
  const access = request.routeOptions.config.memberAccess ?? null;
  if (access === 'self') return;
  if (access === null) throw forbidden(VENDOR_TEAM_TEXT.notForRole);
  const acting = await actingVendorOf(requestDeps(request), member.id);
  if (!acting) throw new AppError(401, MESSAGES.accountDeactivated);
  if (!vendorPermissionsOf(acting.role).includes(access)) throw forbidden(VENDOR_TEAM_TEXT.notForRole);
  request.member = member;
  request.sessionUser = acting.vendor;
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
