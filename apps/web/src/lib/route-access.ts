import {
  MEMBER_PERMISSION_OF_STAFF_PERMISSION,
  type Permission,
  type PublicUser,
  type VendorPermission,
} from '@soko/shared';

/**
 * A route's `handle`: the permission a staff member needs to open its page (issue 15). Vendors are not
 * asked: on the pages open to them they see only their own data, and the staff-only pages send them away.
 * A member of a vendor's team (issue 30) needs the vendor permission the staff permission stands for
 * (`MEMBER_PERMISSION_OF_STAFF_PERMISSION`, as on the server), or the one `member` names.
 */
export interface RouteAccess {
  permission?: Permission;
  /** What a team member needs, where the staff permission does not say it: `owner` keeps members out. */
  member?: VendorPermission | 'owner';
}

export function staffNeeds(permission: Permission): RouteAccess {
  return { permission };
}

/** A vendor page no staff permission guards (the dashboard, the team): what a team member needs. */
export function membersNeed(member: VendorPermission | 'owner'): RouteAccess {
  return { member };
}

/** The permission the deepest matched route asks of staff, if any. */
export function routePermission(handles: readonly unknown[]): Permission | undefined {
  let needed: Permission | undefined;
  for (const handle of handles) {
    const permission = (handle as Partial<RouteAccess> | undefined)?.permission;
    if (permission) needed = permission;
  }
  return needed;
}

/** What a team member needs for a page or link: its own `member`, else what its staff permission stands for. */
export function memberNeedOf(access: RouteAccess): VendorPermission | 'owner' | undefined {
  if (access.member) return access.member;
  if (!access.permission) return undefined;
  return MEMBER_PERMISSION_OF_STAFF_PERMISSION[access.permission] ?? 'owner';
}

/** Whether the deepest matched route with a handle lets the user in; only team members are asked. */
export function memberMayOpen(user: Pick<PublicUser, 'team'>, access: RouteAccess): boolean {
  if (!user.team) return true;
  const needed = memberNeedOf(access);
  return needed === undefined || (needed !== 'owner' && user.team.permissions.includes(needed));
}

/** The deepest matched route's access, for a member's check. */
export function routeAccessOf(handles: readonly unknown[]): RouteAccess {
  let access: RouteAccess = {};
  for (const handle of handles) {
    const each = handle as Partial<RouteAccess> | undefined;
    if (each?.permission || each?.member) access = each;
  }
  return access;
}
