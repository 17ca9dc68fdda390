import type { Permission } from '@soko/shared';

/**
 * A route's `handle`: the permission a staff member needs to open its page (issue 15). Vendors are not
 * asked: on the pages open to them they see only their own data, and the staff-only pages send them away.
 */
export interface RouteAccess {
  permission: Permission;
}

export function staffNeeds(permission: Permission): RouteAccess {
  return { permission };
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
