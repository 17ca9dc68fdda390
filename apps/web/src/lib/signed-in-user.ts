import { hasPermission, isStaff, type Permission, type PublicUser } from '@soko/shared';
import { createContext, use } from 'react';

/** Set by RequireAuth: below it the user is loaded, so screens need not handle "no user". */
export const SignedInUserContext = createContext<PublicUser | null>(null);

export function useSignedInUser(): PublicUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available below RequireAuth');
  return user;
}

/**
 * Whether the user may do what a permission covers where vendors act too: a vendor always may (on its
 * own data, as the server keeps it), a staff member when their role holds the permission.
 */
export function mayDo(user: PublicUser, permission: Permission): boolean {
  return !isStaff(user) || hasPermission(user, permission);
}
