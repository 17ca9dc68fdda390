import { hasPermission, isStaff, type Permission, type PublicUser } from '@soko/shared';
import { createContext, use } from 'react';
import { memberMayOpen } from './route-access.ts';

/** Set by RequireAuth: below it the user is loaded, so screens need not handle "no user". */
export const SignedInUserContext = createContext<PublicUser | null>(null);

export function useSignedInUser(): PublicUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available below RequireAuth');
  return user;
}

/**
 * Whether the user may do what a permission covers where vendors act too: a vendor always may (on its
 * own data, as the server keeps it), a staff member when their role holds the permission, a member of
 * a vendor's team when their team role holds what it stands for.
 */
export function mayDo(user: PublicUser, permission: Permission): boolean {
  if (user.team) return memberMayOpen(user, { permission });
  return !isStaff(user) || hasPermission(user, permission);
}
