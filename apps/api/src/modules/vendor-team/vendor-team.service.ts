import {
  hasPermission,
  isStaffRole,
  ROLE_VENDOR,
  ROLE_VENDOR_MEMBER,
  type TeamMembership,
  VENDOR_TEAM_TEXT,
  type VendorTeamInvite,
  type VendorTeamList,
  type VendorTeamMember,
  type VendorTeamRole,
  vendorPermissionsOf,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { announceSessionsEnded } from '../sessions/index.ts';
import {
  endAllSessions,
  findUserByEmail,
  findUserById,
  type InvitedTeam,
  inviteAccount,
  reinviteAccount,
  resendInvitation,
  setAccountActive,
} from '../users/index.ts';
import {
  deleteMember,
  findMember,
  findMembership,
  insertMember,
  listTeam,
  type TeamMemberRow,
  updateMemberRole,
} from './vendor-team.repo.ts';

function toMemberDto(row: TeamMemberRow): VendorTeamMember {
  return {
    _id: row.userId,
    email: row.email,
    name: `${row.firstName} ${row.lastName}`.trim(),
    role: row.role,
    passwordSet: row.passwordSet,
    invitedAt: row.createdAt.toISOString(),
  };
}

function assertOwner(actor: User): void {
  if (actor.role !== ROLE_VENDOR) throw forbidden(VENDOR_TEAM_TEXT.ownerOnly);
}

/** `GET /api/vendor-team`: the owner's own team, or (staff with vendors.read) the named vendor's. */
export async function listVendorTeam(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  vendorId: string | undefined,
): Promise<VendorTeamList> {
  if (isStaffRole(actor.role)) {
    if (!hasPermission(actor, 'vendors.read')) throw forbidden();
    if (!vendorId) throw badRequest('Choose a vendor', 'vendorId');
    const vendor = await findUserById(deps.db, vendorId);
    if (!vendor || vendor.role !== ROLE_VENDOR) throw notFound('Vendor');
    return { items: (await listTeam(deps.db, vendorId)).map(toMemberDto) };
  }
  assertOwner(actor);
  return { items: (await listTeam(deps.db, actor.id)).map(toMemberDto) };
}

/** A member of the owner's own team; another vendor's member is not found. */
async function ownMember(db: Db, owner: User, memberId: string): Promise<TeamMemberRow> {
  const member = await findMember(db, memberId);
  if (!member || member.vendorId !== owner.id) throw notFound('Team member');
  return member;
}

/** Only a team member's account no team holds any more can join another; anyone else is refused with why. */
async function assertInvitable(db: Db, existing: User): Promise<void> {
  if (existing.role !== ROLE_VENDOR_MEMBER) throw conflict(VENDOR_TEAM_TEXT.alreadyVendor, 'email');
  if (existing.closedAt) throw conflict(VENDOR_TEAM_TEXT.accountClosed, 'email');
  if (await findMembership(db, existing.id)) throw conflict(VENDOR_TEAM_TEXT.alreadyMember, 'email');
}

const invitedTeam = (owner: User, role: VendorTeamRole): InvitedTeam => ({
  store: owner.displayName,
  role: VENDOR_TEAM_TEXT.roleLabels[role],
});

const splitName = (name: string) => {
  const [firstName = name, ...rest] = name.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
};

/**
 * `POST /api/vendor-team`: creates the member's account (role 4, no password) and mails a link to
 * set one, valid 7 days (the staff invitation's token). An email already used by a vendor, staff or
 * another team is refused with why.
 */
export async function inviteMember(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  owner: User,
  input: VendorTeamInvite,
): Promise<{ msg: string; member: VendorTeamMember }> {
  assertOwner(owner);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) await assertInvitable(deps.db, existing);
  const created = await deps.db.transaction(async (tx: Db) => {
    // A member removed from a team (this one or another) may be invited again: it is the same person.
    const account = existing
      ? await reinviteAccount(deps, tx, owner, existing, splitName(input.name), invitedTeam(owner, input.role))
      : await inviteAccount({ ...deps, db: tx }, owner, {
          values: { email: input.email, ...splitName(input.name), role: ROLE_VENDOR_MEMBER },
          action: 'team.invite',
          team: invitedTeam(owner, input.role),
        });
    await insertMember(tx, { userId: account.id, vendorId: owner.id, role: input.role, invitedBy: owner.id });
    await recordAudit(tx, {
      actorId: owner.id,
      action: 'team.member.add',
      entityType: 'user',
      entityId: account.id,
      after: { vendorId: owner.id, role: input.role },
    });
    return account;
  });
  const member = await ownMember(deps.db, owner, created.id);
  return { msg: VENDOR_TEAM_TEXT.invited(input.name), member: toMemberDto(member) };
}

/**
 * `POST /api/vendor-team/{memberId}/invitation`: the owner sends a member who has not set a
 * password yet a new link (the earlier one stops working).
 */
export async function resendMemberInvitation(
  deps: Pick<AppDeps, 'db' | 'mail'>,
  owner: User,
  memberId: string,
): Promise<{ msg: string }> {
  assertOwner(owner);
  const member = await ownMember(deps.db, owner, memberId);
  return resendInvitation(deps, owner, member.userId, invitedTeam(owner, member.role));
}

/** `PUT /api/vendor-team/{memberId}`: a new role, in force from the member's next call. */
export async function changeMemberRole(
  deps: Pick<AppDeps, 'db'>,
  owner: User,
  memberId: string,
  role: VendorTeamRole,
): Promise<{ msg: string; member: VendorTeamMember }> {
  assertOwner(owner);
  const member = await deps.db.transaction(async (tx: Db) => {
    const before = await ownMember(tx, owner, memberId);
    if (before.role === role) return before;
    await updateMemberRole(tx, memberId, role);
    await recordAudit(tx, {
      actorId: owner.id,
      action: 'team.member.role',
      entityType: 'user',
      entityId: memberId,
      before: { role: before.role },
      after: { role },
    });
    return { ...before, role };
  });
  const dto = toMemberDto(member);
  return { msg: VENDOR_TEAM_TEXT.roleChanged(dto.name, VENDOR_TEAM_TEXT.roleLabels[role]), member: dto };
}

/**
 * `DELETE /api/vendor-team/{memberId}`: the member leaves the team, their account is deactivated and
 * every session of it ends at once (its audit entries keep naming them); they are told by email.
 */
export async function removeMember(
  deps: Pick<AppDeps, 'db' | 'notices' | 'log' | 'mail'>,
  owner: User,
  memberId: string,
): Promise<{ msg: string }> {
  assertOwner(owner);
  const removed = await deps.db.transaction(async (tx: Db) => {
    const member = await ownMember(tx, owner, memberId);
    await deleteMember(tx, memberId);
    // Signed out at once, the member would otherwise not know why their account stopped working.
    await deps.mail.enqueue(tx, {
      to: member.email,
      template: 'teamMemberRemoved',
      data: { firstName: member.firstName, store: owner.displayName },
    });
    await setAccountActive(tx, memberId, false);
    await endAllSessions(tx, memberId, 'deactivated');
    await recordAudit(tx, {
      actorId: owner.id,
      action: 'team.member.remove',
      entityType: 'user',
      entityId: memberId,
      before: { vendorId: owner.id, role: member.role },
    });
    return member;
  });
  await announceSessionsEnded(deps, memberId);
  return { msg: VENDOR_TEAM_TEXT.removed(toMemberDto(removed).name) };
}

/**
 * The vendor a signed-in member acts for, and their role; undefined when the account is in no
 * team (removed meanwhile) or the vendor can no longer sign in.
 */
export async function actingVendorOf(
  deps: Pick<AppDeps, 'db'>,
  memberId: string,
): Promise<{ vendor: User; role: VendorTeamRole } | undefined> {
  const membership = await findMembership(deps.db, memberId);
  if (!membership) return undefined;
  const vendor = await findUserById(deps.db, membership.vendorId);
  if (!vendor?.active || vendor.closedAt) return undefined;
  return { vendor, role: membership.role };
}

/** What the web app needs to know of a member: the vendor and what the role lets them do. */
export async function teamMembershipOf(deps: Pick<AppDeps, 'db'>, member: User): Promise<TeamMembership | null> {
  if (member.role !== ROLE_VENDOR_MEMBER) return null;
  const acting = await actingVendorOf(deps, member.id);
  if (!acting) return null;
  return {
    vendorId: acting.vendor.id,
    vendorName: acting.vendor.displayName,
    role: acting.role,
    permissions: [...vendorPermissionsOf(acting.role)],
  };
}
