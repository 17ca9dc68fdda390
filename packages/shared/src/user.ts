import { z } from 'zod';
import { ROLE_STAFF, ROLE_SUPER_ADMIN, ROLE_VENDOR_MEMBER, STAFF_ROLES, type StaffRole } from './constants.ts';
import { isStaffRole, PERMISSIONS } from './permissions.ts';
import { pendingChangeViewSchema } from './vendor-changes.ts';
import { teamMembershipSchema } from './vendor-team.ts';

export const addressSchema = z.object({
  c_address: z.string(),
  suburb: z.string(),
  state: z.string(),
  country: z.string(),
  postcode: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** The onboarding step an account is waiting on (loginVendor's `action` while one is pending). */
export const PENDING_ACTIONS = ['verifyEmail', 'verifyIdentity', 'activateVendor'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

export const IDENTITY_STATUSES = ['none', 'submitted', 'approved', 'rejected'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

export const activeVendorSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  address: addressSchema.pick({ c_address: true, postcode: true, suburb: true }),
});
export type ActiveVendor = z.infer<typeof activeVendorSchema>;

/** The user as the API sends it (docs/product.md section 3: User/vendor). */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A new email address waiting for its verification link. */
  pendingEmail: z.string().nullable(),
  phone: z.string(),
  DOB: z.string().nullable(),
  displayName: z.string(),
  ABN: z.string(),
  /** The vendor's own statement (issue 14); staff compare it with the register's. */
  gstRegistered: z.boolean(),
  /** YYYY-MM-DD; null when not registered. */
  gstRegisteredFrom: z.string().nullable(),
  address: addressSchema,
  /** A verified vendor's change of business name, ABN or address waiting for staff; the fields above stay in force. */
  pendingChange: pendingChangeViewSchema.nullable(),
  /** Why staff rejected the vendor's last change of details, until the next one. */
  pendingChangeRejectionReason: z.string().nullable(),
  role: z.number(),
  /** A staff account's (role 3) staff role; null otherwise. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  /** What the account may do as staff (empty for a vendor): menus and actions follow it. */
  permissions: z.array(z.enum(PERMISSIONS)),
  active: z.boolean(),
  emailVerified: z.boolean(),
  identityStatus: z.enum(IDENTITY_STATUSES),
  identityRejectionReason: z.string().nullable(),
  activated: z.boolean(),
  /** For a super admin, the vendor currently acted for (docs/product.md section 3: Active vendor). */
  activeVendor: activeVendorSchema.nullable(),
  /** For a member of a vendor's team (role 4), the vendor they act for and their role's permissions. */
  team: teamMembershipSchema.nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `{ msg }`: what an action answers when it has nothing else to say. */
export const messageResponseSchema = z.object({ msg: z.string() });
/** `{ user }`: the account after an action on it. */
export const userResponseSchema = z.object({ user: publicUserSchema });

export function isSuperAdmin(user: Pick<PublicUser, 'role'> | null | undefined): boolean {
  return user?.role === ROLE_SUPER_ADMIN;
}

/** The super admin or a staff account (issue 15): staff screens, every vendor's data within its permissions. */
export function isStaff(user: Pick<PublicUser, 'role'> | null | undefined): boolean {
  return user ? isStaffRole(user.role) : false;
}

const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  support: 'Support',
  catalogue: 'Catalogue',
  finance: 'Finance',
  verification: 'Verification',
};

export function roleLabel(role: number, staffRole?: StaffRole | null): string {
  if (role === ROLE_SUPER_ADMIN) return 'Super Admin';
  if (role === ROLE_STAFF) return staffRole ? `Staff: ${STAFF_ROLE_NAMES[staffRole]}` : 'Staff';
  if (role === ROLE_VENDOR_MEMBER) return 'Team member';
  return 'Vendor';
}
