import {
  ADMIN_TEXT,
  type CreateUserResponse,
  type changeRoleSchema,
  type createUserSchema,
  INVITATION_VALID_DAYS,
  isStaffRole,
  MESSAGES,
  type Paginated,
  PRIVACY_TEXT,
  ROLE_STAFF,
  ROLE_SUPER_ADMIN,
  roleLabel,
  type UserChangeResponse,
  type UserListItem,
  type userListQuerySchema,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { assertPageDepth } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/index.ts';
import { announceSessionsEnded } from '../sessions/index.ts';
import { emailIsTaken, findUserById } from './accounts.read.ts';
import { endAllSessions } from './accounts.service.ts';
import { issueEmailToken } from './email-tokens.service.ts';
import { listRowOf, toUserListItem } from './users.presenter.ts';
import {
  activeStaff,
  insertUser,
  listUsers as listUserRows,
  lockActiveSuperAdminIds,
  lockUser,
  type NewAccount,
  writeAccount,
} from './users.repo.ts';

export async function listUsers(
  deps: Pick<AppDeps, 'db'>,
  query: z.output<typeof userListQuerySchema>,
): Promise<Paginated<UserListItem>> {
  // A search pages through its first SEARCH_DEPTH matches; the list has no cursor, so a longer search goes on.
  assertPageDepth(query.page, query.limit, Boolean(query.q), false);
  const { rows, total, totalCapped } = await listUserRows(deps.db, query, query.sort, query.page, query.limit);
  return { items: rows.map(toUserListItem), total, totalCapped, page: query.page, limit: query.limit };
}

export interface Invitation {
  /** The account's columns; it has no password until its owner sets one from the email. */
  values: Omit<NewAccount, 'passwordHash'>;
  /** What else the account starts with, written in the same transaction (a staff-made vendor's ABN check). */
  alongside?: (tx: Db, created: User) => Promise<void>;
  /** The audit action, e.g. user.create. */
  action: string;
  /** A vendor's team member: the store and role the email names. */
  team?: InvitedTeam;
}

/** What an invitation to a vendor's team tells the member: whose store, and as what. */
export interface InvitedTeam {
  store: string;
  role: string;
}

const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** Mails a link to set the account's password, valid INVITATION_VALID_DAYS; earlier links stop working. */
async function mailInvitation(
  deps: Pick<AppDeps, 'mail'>,
  db: Db,
  admin: User,
  invited: User,
  team?: InvitedTeam,
): Promise<void> {
  const token = await issueEmailToken(db, invited.id, 'reset_password', null, INVITATION_VALID_MS);
  await deps.mail.enqueue(db, {
    to: invited.email,
    template: 'setPassword',
    data: {
      firstName: invited.firstName,
      token,
      invitedBy: `${admin.firstName} ${admin.lastName}`,
      ...(team ? { team } : {}),
    },
  });
}

/**
 * Invites again an account that was let go (a removed team member): active once more, its old
 * password gone, and a new link to choose one mailed, as for a new account. Runs in the caller's
 * transaction.
 */
export async function reinviteAccount(
  deps: Pick<AppDeps, 'mail'>,
  tx: Db,
  inviter: User,
  account: User,
  values: Pick<NewAccount, 'firstName' | 'lastName'>,
  team?: InvitedTeam,
): Promise<User> {
  const updated = await writeAccount(tx, account.id, { ...values, active: true, passwordHash: null });
  if (!updated) throw notFound('Account');
  await mailInvitation(deps, tx, inviter, updated, team);
  return updated;
}

/**
 * `POST /api/user/{id}/invitation`: sends an invited account's set-password link again (a new
 * one; the earlier stops working). An account that already has a password is refused: its owner
 * uses Forgot password.
 */
export async function resendInvitation(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  admin: User,
  id: string,
  team?: InvitedTeam,
): Promise<{ msg: string }> {
  await deps.db.transaction(async (tx: Db) => {
    const invited = await lockUser(tx, id);
    if (!invited) throw notFound('Account');
    if (invited.passwordHash) throw conflict(ADMIN_TEXT.invitationNotNeeded);
    await mailInvitation(deps, tx, admin, invited, team);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.reinvite',
      entityType: 'user',
      entityId: invited.id,
      after: { email: invited.email },
    });
  });
  return { msg: ADMIN_TEXT.invitationResent };
}

/**
 * Creates an account on someone's behalf and mails them a single-use link to choose their password
 * (the reset-password flow, which also counts as proof of the mailbox). No password is ever mailed.
 */
export async function inviteAccount(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  admin: User,
  invitation: Invitation,
): Promise<User> {
  const { db } = deps;
  const { values } = invitation;
  if (await emailIsTaken(db, values.email)) throw conflict(MESSAGES.emailTaken, 'email');
  try {
    return await db.transaction(async (tx: Db) => {
      const inserted = await insertUser(tx, { ...values, passwordHash: null });
      await invitation.alongside?.(tx, inserted);
      const created = (await findUserById(tx, inserted.id)) ?? inserted;
      await mailInvitation(deps, tx, admin, created, invitation.team);
      await recordAudit(tx, {
        actorId: admin.id,
        action: invitation.action,
        entityType: 'user',
        entityId: created.id,
        after: { email: created.email, role: created.role, displayName: created.displayName },
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken, 'email');
    throw error;
  }
}

/**
 * `POST /api/user`. A super admin is ready once they set a password. A vendor made here still goes
 * through identity verification (documents, staff review, activation) like one who registered;
 * `POST /api/vendor` is the call for a vendor staff have already verified.
 */
export async function createUser(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  admin: User,
  input: z.output<typeof createUserSchema>,
): Promise<CreateUserResponse> {
  const isStaff = isStaffRole(input.role);
  const now = new Date();
  const created = await inviteAccount(deps, admin, {
    action: 'user.create',
    values: {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      staffRole: input.role === ROLE_STAFF ? (input.staffRole ?? null) : null,
      // Staff start with their identity approved (users_open_records, migration 0033).
      ...(isStaff ? { displayName: 'Soko Marketplace', activatedAt: now } : {}),
    },
  });
  return { msg: ADMIN_TEXT.userCreated(created.email), user: toUserListItem(listRowOf(created)) };
}

/** The staff who receive staff notices (the daily digest), each with the role its items follow. */
export function staffToNotify(db: Db): Promise<Pick<User, 'id' | 'email' | 'firstName' | 'role' | 'staffRole'>[]> {
  return activeStaff(db);
}

/**
 * Locks the account to change, after every active super admin's row (always in that order, so two
 * changes at once wait for each other instead of deadlocking), and refuses a change that would leave
 * the marketplace without an active super admin.
 */
async function lockStaffChange(tx: Db, id: string, leavesSuperAdmins: (target: User) => boolean): Promise<User> {
  const superAdmins = await lockActiveSuperAdminIds(tx);
  const target = await lockUser(tx, id);
  if (!target) throw notFound('Account');
  const wasActiveSuperAdmin = superAdmins.includes(target.id);
  if (wasActiveSuperAdmin && leavesSuperAdmins(target) && superAdmins.length === 1) {
    throw conflict(ADMIN_TEXT.lastSuperAdmin);
  }
  return target;
}

/**
 * `PUT /api/user/{id}/role`: makes a staff account super admin or staff with a staff role. A
 * vendor's account is not turned into staff (its sales and payouts would be staff's), nobody changes
 * their own role, and the last active super admin stays one. The new permissions apply from the
 * account's next request.
 */
export async function changeRole(
  deps: Pick<AppDeps, 'db'>,
  admin: User,
  id: string,
  input: z.output<typeof changeRoleSchema>,
): Promise<UserChangeResponse> {
  if (id === admin.id) throw forbidden(ADMIN_TEXT.notOwnRole);
  const staffRole = input.role === ROLE_STAFF ? (input.staffRole ?? null) : null;
  const changed = await deps.db.transaction(async (tx: Db) => {
    const target = await lockStaffChange(tx, id, () => input.role !== ROLE_SUPER_ADMIN);
    if (!isStaffRole(target.role)) throw conflict(ADMIN_TEXT.vendorNotStaff);
    if (target.role === input.role && target.staffRole === staffRole) return target;
    const updated = await writeAccount(tx, target.id, { role: input.role, staffRole });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.role',
      entityType: 'user',
      entityId: target.id,
      before: { role: target.role, staffRole: target.staffRole },
      after: { role: input.role, staffRole },
    });
    return updated ?? target;
  });
  return {
    msg: ADMIN_TEXT.roleChanged(roleLabel(changed.role, changed.staffRole)),
    user: toUserListItem(listRowOf(changed)),
  };
}

/**
 * `PUT /api/user/{id}/active`: deactivates an account (every session ends at once; its next request
 * hears why) or reactivates it. Nobody deactivates themselves, and the last active super admin stays.
 */
export async function setUserActive(
  deps: Pick<AppDeps, 'db' | 'notices' | 'log'>,
  admin: User,
  id: string,
  active: boolean,
): Promise<UserChangeResponse> {
  if (id === admin.id && !active) throw forbidden(ADMIN_TEXT.notOwnAccount);
  const changed = await deps.db.transaction(async (tx: Db) => {
    const target = await lockStaffChange(tx, id, () => !active);
    if (target.active === active) return target;
    // A closed account stays closed (docs/decisions.md): its data was removed and its sessions ended for good.
    if (active && target.closedAt) throw conflict(PRIVACY_TEXT.closedStaysClosed);
    await writeAccount(tx, target.id, { active });
    // Reactivation ends nothing: the sessions were ended by the deactivation.
    const updated = active ? await findUserById(tx, target.id) : await endAllSessions(tx, target.id, 'deactivated');
    await recordAudit(tx, {
      actorId: admin.id,
      action: active ? 'user.activate' : 'user.deactivate',
      entityType: 'user',
      entityId: target.id,
      before: { active: target.active },
      after: { active },
    });
    return updated ?? target;
  });
  if (!active) await announceSessionsEnded(deps, changed.id);
  return {
    msg: active ? ADMIN_TEXT.userReactivated : ADMIN_TEXT.userDeactivated,
    user: toUserListItem(listRowOf(changed)),
  };
}
