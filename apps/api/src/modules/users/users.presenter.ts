import {
  isStaffRole,
  type OnboardingState,
  type PendingAction,
  type PendingChangeView,
  type PublicUser,
  permissionsOf,
  REVIEWED_VENDOR_FIELDS,
  ROLE_VENDOR_MEMBER,
  type TeamMembership,
  type UserListItem,
  type VendorPendingChange,
} from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { UserListRow } from './accounts.read.ts';

export const PENDING_ACTION_FOR: Record<PendingAction, string> = {
  verifyEmail: 'email',
  verifyIdentity: 'identity',
  activateVendor: 'activation',
};

/** The onboarding step a vendor still has to take (docs/product.md section 4), or null when active. */
export function pendingActionOf(user: User): PendingAction | null {
  // Staff and team members are invited: setting the password from the mail proves the mailbox.
  if (isStaffRole(user.role) || user.role === ROLE_VENDOR_MEMBER) return null;
  if (!user.emailVerifiedAt) return 'verifyEmail';
  if (user.identityStatus !== 'approved') return 'verifyIdentity';
  if (!user.activatedAt) return 'activateVendor';
  return null;
}

/** A vendor's change of details waiting for review, beside the details in force (same keys). */
export function pendingChangeViewOf(
  user: Pick<User, 'pendingChange' | 'pendingChangeAt'> & Required<VendorPendingChange>,
): PendingChangeView | null {
  if (!user.pendingChange) return null;
  const before: VendorPendingChange = {};
  const after: VendorPendingChange = {};
  for (const field of REVIEWED_VENDOR_FIELDS) {
    const requested = user.pendingChange[field];
    if (requested === undefined) continue;
    before[field] = user[field];
    after[field] = requested;
  }
  return { requestedAt: (user.pendingChangeAt ?? new Date(0)).toISOString(), before, after };
}

export function toPublicUser(
  user: User,
  activeVendor: User | null = null,
  team: TeamMembership | null = null,
): PublicUser {
  return {
    _id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    DOB: user.dob,
    displayName: user.displayName,
    ABN: user.abn,
    gstRegistered: user.gstRegistered,
    gstRegisteredFrom: user.gstRegisteredFrom,
    address: {
      c_address: user.address,
      suburb: user.suburb,
      state: user.state,
      country: user.country,
      postcode: user.postcode,
    },
    pendingChange: pendingChangeViewOf(user),
    pendingChangeRejectionReason: user.pendingChangeRejectionReason,
    role: user.role,
    staffRole: user.staffRole,
    permissions: [...permissionsOf(user)],
    active: user.active,
    emailVerified: user.emailVerifiedAt !== null,
    identityStatus: user.identityStatus as PublicUser['identityStatus'],
    identityRejectionReason: user.identityRejectionReason,
    activated: user.activatedAt !== null,
    activeVendor: activeVendor
      ? {
          _id: activeVendor.id,
          displayName: activeVendor.displayName,
          address: { c_address: activeVendor.address, postcode: activeVendor.postcode, suburb: activeVendor.suburb },
        }
      : null,
    team,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Where the account stands, for the users and vendors lists (the step it waits on, or active). */
/** What an account's onboarding state is read from: a list's row, or an account (`listRowOf`). */
export type OnboardingFacts = Pick<
  UserListRow,
  'active' | 'hasPassword' | 'role' | 'emailVerifiedAt' | 'identityStatus' | 'activatedAt'
>;

export function onboardingStateOf(user: OnboardingFacts): OnboardingState {
  if (!user.active) return 'deactivated';
  if (!user.hasPassword) return 'passwordNotSet';
  if (isStaffRole(user.role)) return 'active';
  if (!user.emailVerifiedAt) return 'emailNotVerified';
  if (user.identityStatus === 'submitted') return 'awaitingReview';
  if (user.identityStatus === 'rejected') return 'rejected';
  if (user.identityStatus !== 'approved') return 'documentsNeeded';
  if (!user.activatedAt) return 'notActivated';
  return 'active';
}

/** An account as a row of the user or vendor list, for the answers that return the account they changed. */
export function listRowOf(user: User): User & UserListRow {
  return { ...user, hasPassword: Boolean(user.passwordHash) };
}

export function toUserListItem(user: UserListRow): UserListItem {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    displayName: user.displayName,
    role: user.role,
    staffRole: user.staffRole,
    active: user.active,
    onboarding: onboardingStateOf(user),
    identityStatus: user.identityStatus as UserListItem['identityStatus'],
    createdAt: user.createdAt.toISOString(),
  };
}
