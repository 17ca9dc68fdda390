import { z } from 'zod';
import { VENDOR_PERMISSIONS, VENDOR_TEAM_ROLES } from './permissions.ts';

export const VENDOR_TEAM_TEXT = {
  /** A member sent business details with their own profile: they have none of their own. */
  memberBusinessDetails:
    "A team member's details are their name, email, phone and date of birth: the store's business details are its owner's",
  roleLabels: {
    manager: 'Manager',
    catalogue: 'Catalogue',
    orders: 'Orders',
    finance: 'Finance',
  },
  roleDescriptions: {
    manager: 'Everything except the team and bank details',
    catalogue: 'Products, stock and import',
    orders: 'Sales, returns, packing and messages',
    finance: 'Earnings, statements, invoices and payouts; bank details as the last 4 digits',
  },
  ownerOnly: 'Only the vendor who owns the store can manage its team',
  notForRole: 'Your role in this team does not allow this',
  alreadyVendor:
    'This email belongs to a Soko vendor or staff account. A team member needs an email address of their own',
  alreadyMember: 'This email already belongs to a vendor team. A person can be in one team only',
  accountClosed: 'This email belongs to a closed Soko account and cannot be invited',
  invited: (name: string) => `${name} is invited; the email to set a password is valid for 7 days`,
  roleChanged: (name: string, role: string) => `${name} is now ${role}`,
  removed: (name: string) => `${name} is removed from the team and signed out`,
  memberNotFound: 'Team member not found',
} as const;

export const vendorTeamRoleSchema = z.enum(VENDOR_TEAM_ROLES, { message: 'Choose a role' });

export const vendorTeamMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  role: vendorTeamRoleSchema,
  /** False until the member sets a password from the invitation email. */
  passwordSet: z.boolean(),
  invitedAt: z.string(),
});
export type VendorTeamMember = z.infer<typeof vendorTeamMemberSchema>;

export const vendorTeamListSchema = z.object({ items: z.array(vendorTeamMemberSchema) });
export type VendorTeamList = z.infer<typeof vendorTeamListSchema>;

/** Staff name the vendor whose team they read; the owner reads their own. */
export const vendorTeamQuerySchema = z.object({ vendorId: z.string().uuid('Invalid vendor id').optional() });

export const vendorTeamInviteSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address').max(254),
  name: z.string().trim().min(1, 'Enter the member’s name').max(100, 'Name is too long'),
  role: vendorTeamRoleSchema,
});
export type VendorTeamInvite = z.infer<typeof vendorTeamInviteSchema>;

export const vendorTeamRoleChangeSchema = z.object({ role: vendorTeamRoleSchema });
export const vendorTeamMemberParamsSchema = z.object({ memberId: z.string().uuid('Team member not found') });

export const vendorTeamMemberResponseSchema = z.object({ msg: z.string(), member: vendorTeamMemberSchema });

/** What a signed-in member is: the vendor they act for and what their role lets them do. */
export const teamMembershipSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  role: vendorTeamRoleSchema,
  permissions: z.array(z.enum(VENDOR_PERMISSIONS)),
});
export type TeamMembership = z.infer<typeof teamMembershipSchema>;
