import { ROLE_SUPER_ADMIN } from './constants.ts';

export interface Address {
  c_address: string;
  suburb: string;
  state: string;
  country: string;
  postcode: string;
}

/** The onboarding step an account is waiting on (loginVendor's `action` while one is pending). */
export type PendingAction = 'verifyEmail' | 'verifyIdentity' | 'activateVendor';

export type IdentityStatus = 'none' | 'submitted' | 'approved' | 'rejected';

/** The user as the API sends it (spec section 3: User/vendor). */
export interface PublicUser {
  _id: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** A new email address waiting for its verification link. */
  pendingEmail: string | null;
  phone: string;
  DOB: string | null;
  displayName: string;
  ABN: string;
  address: Address;
  role: number;
  active: boolean;
  emailVerified: boolean;
  identityStatus: IdentityStatus;
  identityRejectionReason: string | null;
  activated: boolean;
  /** For a super admin, the vendor currently acted for (spec section 3: Active vendor). */
  activeVendor: ActiveVendor | null;
  createdAt: string;
}

export interface ActiveVendor {
  _id: string;
  displayName: string;
  address: Pick<Address, 'c_address' | 'postcode' | 'suburb'>;
}

export function isSuperAdmin(user: Pick<PublicUser, 'role'> | null | undefined): boolean {
  return user?.role === ROLE_SUPER_ADMIN;
}

export function roleLabel(role: number): 'Super Admin' | 'Vendor' {
  return role === ROLE_SUPER_ADMIN ? 'Super Admin' : 'Vendor';
}
