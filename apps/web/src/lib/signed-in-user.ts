import type { PublicUser } from '@soko/shared';
import { createContext, use } from 'react';

/** Set by RequireAuth: below it the user is loaded, so screens need not handle "no user". */
export const SignedInUserContext = createContext<PublicUser | null>(null);

export function useSignedInUser(): PublicUser {
  const user = use(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is only available below RequireAuth');
  return user;
}
