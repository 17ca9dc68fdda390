import { ROLE_STAFF, ROLE_SUPER_ADMIN, STAFF_ROLES, type StaffRole } from './constants.ts';

/**
 * What staff may do (issue 15, item 5). The super admin holds every permission; a staff account
 * (role 3) holds its staff role's; a vendor holds none and acts only on its own data.
 */
export const PERMISSIONS = [
  /** The work queue: counts of what waits for staff (each links to a list the role may open). */
  'work.read',
  /** The vendors list and a vendor's page, figures and settings (read). */
  'vendors.read',
  /** Vendor accounts: create, edit details, activate/deactivate, store-wide settings, acting for a vendor. */
  'vendors',
  /** Writing to vendors and appearing to them as the Soko team. */
  'messages',
  /** Every vendor's sales and orders (read). */
  'sales.read',
  /** Sale status, tracking and the customer's email. */
  'sales.status',
  /** Earnings, dashboards, payouts, statements and invoices (read). */
  'money.read',
  /** Creating payouts, bank files and recording transfers. */
  'payouts',
  /** Commission rules: what Soko charges each sale line (issue 45). */
  'commissions',
  /** Refunds of sales (and of returns). */
  'refunds',
  /** Returns: approve, reject, receive. */
  'returns',
  /** A vendor's full bank account number (audited). */
  'bank.reveal',
  /** Every vendor's products (read). */
  'catalogue.read',
  /** Categories, product approval and revision review, and products edited for a vendor. */
  'catalogue',
  /** The identity queue, identity documents and vendors' detail changes. */
  'verification',
  /** Users: create, roles, deactivation, invitations. */
  'users',
  /** The audit log. */
  'audit',
  /** Scheduled jobs: their runs, and running one now (no staff role: the super admin only). */
  'jobs',
  /** A buyer's data, exported for them by email (APP 12). */
  'privacy.export',
  /** Buyers' cases: every vendor's, writing to them, and deciding the escalated ones (issue 44). */
  'cases',
  /** The service standards' alerts and limits (no staff role: the super admin only). */
  'standards.settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  support: [
    'work.read',
    'vendors.read',
    'vendors',
    'messages',
    'sales.read',
    'sales.status',
    'money.read',
    'returns',
    'catalogue.read',
    'privacy.export',
    'cases',
  ],
  catalogue: ['work.read', 'vendors.read', 'catalogue.read', 'catalogue'],
  finance: [
    'work.read',
    'vendors.read',
    'sales.read',
    'money.read',
    'payouts',
    'commissions',
    'refunds',
    'returns',
    'bank.reveal',
  ],
  verification: ['work.read', 'vendors.read', 'verification'],
};

type RoleHolder = { role: number; staffRole?: StaffRole | null } | null | undefined;

/** The super admin or a staff account: sees every vendor's data, within its permissions. */
export function isStaffRole(role: number): boolean {
  return role === ROLE_SUPER_ADMIN || role === ROLE_STAFF;
}

export function permissionsOf(user: RoleHolder): readonly Permission[] {
  if (!user) return [];
  if (user.role === ROLE_SUPER_ADMIN) return PERMISSIONS;
  if (user.role === ROLE_STAFF && user.staffRole && STAFF_ROLES.includes(user.staffRole)) {
    return STAFF_ROLE_PERMISSIONS[user.staffRole];
  }
  return [];
}

export function hasPermission(user: RoleHolder, permission: Permission): boolean {
  return permissionsOf(user).includes(permission);
}

/**
 * A vendor's team (issue 30): what a member (role 4) may do for the vendor they belong to. The
 * vendor (the owner) holds every one and also the team and the bank details, which no member holds
 * (finance reads the bank account's last 4 digits only).
 */
export const VENDOR_TEAM_ROLES = ['manager', 'catalogue', 'orders', 'finance'] as const;
export type VendorTeamRole = (typeof VENDOR_TEAM_ROLES)[number];

export const VENDOR_PERMISSIONS = [
  /** Products, variants and stock, the product import, the categories they are filed under. */
  'catalogue',
  /** Sales and their status, returns and refunds, packing, messages with the Soko team. */
  'orders',
  /** Earnings, the dashboard's figures, statements, invoices and payouts. */
  'money',
  /** The bank account as its last 4 digits (never the full number, never a change). */
  'bank.last4',
  /** The store's page, shipping rates and store-wide settings. */
  'store',
] as const;
export type VendorPermission = (typeof VENDOR_PERMISSIONS)[number];

export const VENDOR_TEAM_ROLE_PERMISSIONS: Record<VendorTeamRole, readonly VendorPermission[]> = {
  manager: ['catalogue', 'orders', 'money', 'store'],
  catalogue: ['catalogue'],
  orders: ['orders'],
  finance: ['money', 'bank.last4'],
};

/**
 * How a member reaches a signed-in route: `self` for the member's own account (profile, password,
 * second factor, sessions), a vendor permission for the vendor's data. A route that names neither
 * (and has no vendor-or-staff guard to derive it from) answers 403 to every member.
 */
export type MemberAccess = VendorPermission | 'self';

/**
 * A route guarded by `requireVendorOrStaff(permission)` lets a member in with the vendor permission
 * its staff permission stands for, so that a new vendor route needs no second declaration.
 */
export const MEMBER_PERMISSION_OF_STAFF_PERMISSION: Partial<Record<Permission, VendorPermission>> = {
  messages: 'orders',
  'sales.read': 'orders',
  'sales.status': 'orders',
  refunds: 'orders',
  returns: 'orders',
  cases: 'orders',
  'money.read': 'money',
  'catalogue.read': 'catalogue',
  catalogue: 'catalogue',
  'vendors.read': 'store',
  vendors: 'store',
};

export function vendorPermissionsOf(teamRole: VendorTeamRole | null | undefined): readonly VendorPermission[] {
  return teamRole && VENDOR_TEAM_ROLES.includes(teamRole) ? VENDOR_TEAM_ROLE_PERMISSIONS[teamRole] : [];
}
