import { isStaffRole } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';

/** Whose sales a user reaches: staff every vendor's (undefined), a vendor their own. */
export const saleScopeOf = (user: User) => (isStaffRole(user.role) ? undefined : user.id);
