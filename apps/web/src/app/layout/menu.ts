import { hasPermission, isStaff, type Permission, type PublicUser, type VendorPermission } from '@soko/shared';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBuildingStore,
  IconCash,
  IconCategory,
  IconClockPlay,
  IconGauge,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconMessageReport,
  IconPackage,
  IconReceipt,
  IconShieldLock,
  IconShoppingCart,
  IconStar,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import {
  ProductsWaitingBadge,
  ProductWorkBadge,
  RevisionsWaitingBadge,
} from '../../features/dashboard/components/work-badges.tsx';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-badge.tsx';
import { ReturnsWaitingBadge } from '../../features/returns/components/returns-waiting-badge.tsx';
import { VendorChangesWaitingBadge } from '../../features/verification/components/vendor-changes-badge.tsx';
import { memberMayOpen } from '../../lib/route-access.ts';

export interface MenuLink {
  label: string;
  to: string;
  icon?: TablerIcon;
  /** Shown after the label, e.g. a count; renders nothing when there is nothing to tell. */
  badge?: ComponentType;
  /** What a staff member needs to see the entry: the permission of the page it opens. */
  permission?: Permission;
  /** What a member of a vendor's team needs, where the permission does not say it (`owner`: members never). */
  member?: VendorPermission | 'owner';
}

export interface MenuGroup {
  label: string;
  icon: TablerIcon;
  links: MenuLink[];
  badge?: ComponentType;
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'links' in entry;
}

const dashboard: MenuLink = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard, member: 'money' };
const products: MenuGroup = {
  label: 'Products',
  icon: IconPackage,
  links: [
    { label: 'Product List', to: '/product', permission: 'catalogue.read' },
    { label: 'Add Product', to: '/product/add-product', permission: 'catalogue' },
  ],
};
// Staff see what waits for review, each count linking to the list filtered to it.
const staffProducts: MenuGroup = {
  ...products,
  badge: ProductWorkBadge,
  links: [
    ...products.links,
    {
      label: 'Waiting for approval',
      to: '/product?approval=pending',
      badge: ProductsWaitingBadge,
      permission: 'catalogue',
    },
    {
      label: 'Changes waiting',
      to: '/product?approval=revision',
      badge: RevisionsWaitingBadge,
      permission: 'catalogue',
    },
  ],
};
const sales: MenuLink = { label: 'Sales', to: '/sale', icon: IconCash, permission: 'sales.read' };
// The count is of returns waiting for a decision, the work this list holds.
const returns: MenuLink = {
  label: 'Returns',
  to: '/returns',
  icon: IconArrowBackUp,
  badge: ReturnsWaitingBadge,
  permission: 'returns',
};
// Vendors answer their reviews; catalogue and support staff read every vendor's (catalogue moderates).
const reviews: MenuLink = { label: 'Reviews', to: '/reviews', icon: IconStar, permission: 'catalogue.read' };
// Buyers' cases (issue 44): the vendor's own, every vendor's for support.
const cases: MenuLink = { label: 'Cases', to: '/cases', icon: IconMessageReport, permission: 'cases' };
const messages: MenuGroup = {
  label: 'Messages',
  icon: IconMail,
  // The count shows on the group too, so that it is seen while the group is closed.
  badge: UnreadMessagesBadge,
  links: [
    { label: 'Inbox', to: '/messages/inbox', badge: UnreadMessagesBadge, permission: 'messages' },
    { label: 'Sent', to: '/messages/sent', permission: 'messages' },
    { label: 'Trash', to: '/messages/trash', permission: 'messages' },
  ],
};
const profile: MenuLink = { label: 'Profile', to: '/settings/profile', icon: IconUser };
const security: MenuLink = { label: 'Security', to: '/settings/security', icon: IconShieldLock };
const store: MenuLink = { label: 'Store', to: '/store/me', icon: IconBuildingStore, permission: 'vendors.read' };
// The vendor's own figures (members whose role covers orders); staff's list of every vendor, worst first.
const standards: MenuLink = { label: 'Standards', to: '/standards', icon: IconGauge, member: 'orders' };
const staffStandards: MenuLink = {
  label: 'Standards',
  to: '/standards/vendors',
  icon: IconGauge,
  permission: 'vendors.read',
};

/** docs/product.md section 2, vendor menu. */
export const vendorMenu: MenuEntry[] = [
  dashboard,
  products,
  sales,
  returns,
  reviews,
  cases,
  standards,
  { label: 'Sales transactions', to: '/sales/transactions', icon: IconReceipt, permission: 'money.read' },
  { label: 'Transactions', to: '/transactions', icon: IconArrowsExchange, permission: 'money.read' },
  messages,
  profile,
  security,
  { label: 'Team', to: '/settings/team', icon: IconUsersGroup, member: 'owner' },
  store,
];

/** docs/product.md section 2, the super admin's menu; a staff member sees the entries their role may open. */
export const staffMenu: MenuEntry[] = [
  dashboard,
  staffProducts,
  {
    label: 'Categories',
    icon: IconCategory,
    links: [
      { label: 'Category list', to: '/category', permission: 'catalogue' },
      { label: 'Add Category', to: '/category/add-category', permission: 'catalogue' },
      { label: 'Add Subcategory', to: '/category/add-subcategory', permission: 'catalogue' },
    ],
  },
  { label: 'Orders', to: '/order', icon: IconShoppingCart, permission: 'sales.read' },
  sales,
  returns,
  reviews,
  cases,
  {
    label: 'Transactions',
    icon: IconArrowsExchange,
    links: [
      { label: 'Transaction list', to: '/transaction', permission: 'money.read' },
      { label: 'New transaction', to: '/transaction/new', permission: 'payouts' },
      { label: 'Commission rules', to: '/commission-rules', permission: 'money.read' },
      { label: 'Payout schedule', to: '/payout-schedule', permission: 'money.read' },
    ],
  },
  {
    label: 'Users',
    icon: IconUsers,
    links: [
      { label: 'User list', to: '/users', permission: 'users' },
      { label: 'Create user', to: '/users/create-user', permission: 'users' },
    ],
  },
  {
    label: 'Vendors',
    icon: IconUsersGroup,
    links: [
      { label: 'Vendor list', to: '/vendors', permission: 'vendors.read' },
      { label: 'Create vendor', to: '/vendors/create-vendors', permission: 'vendors' },
      { label: 'Active vendor', to: '/vendors/active-vendor', permission: 'vendors.read' },
      { label: 'Verification queue', to: '/vendors/verification', permission: 'verification' },
      // Verified vendors' changes of business name, ABN or address: the queue's filter, with its count.
      {
        label: 'Detail changes',
        to: '/vendors/verification?status=changes',
        badge: VendorChangesWaitingBadge,
        permission: 'verification',
      },
    ],
  },
  staffStandards,
  { label: 'Audit log', to: '/audit', icon: IconHistory, permission: 'audit' },
  { label: 'Jobs', to: '/jobs', icon: IconClockPlay, permission: 'jobs' },
  messages,
  profile,
  security,
  store,
];

/** The staff menu cut to what the user may open: a group keeps only its allowed links, and goes when none is left. */
function allowedEntries(menu: MenuEntry[], user: Pick<PublicUser, 'role' | 'staffRole'>): MenuEntry[] {
  const allowed = (link: MenuLink) => !link.permission || hasPermission(user, link.permission);
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return allowed(entry) ? [entry] : [];
    const links = entry.links.filter(allowed);
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** The vendor menu cut to what a team member's role opens (issue 30). */
function memberEntries(user: Pick<PublicUser, 'team'>): MenuEntry[] {
  const allowed = (link: MenuLink) => memberMayOpen(user, link);
  return vendorMenu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return allowed(entry) ? [entry] : [];
    const links = entry.links.filter(allowed);
    return links.length > 0 ? [{ ...entry, links }] : [];
  });
}

/** Vendors have the spec's vendor menu whole: their own data is theirs to open; their team members what their role opens. */
export function menuFor(user: Pick<PublicUser, 'role' | 'staffRole' | 'team'>): MenuEntry[] {
  if (isStaff(user)) return allowedEntries(staffMenu, user);
  return user.team ? memberEntries(user) : vendorMenu;
}

/** Where a signed-in user starts: the dashboard, or a team member's first page their role opens. */
export function homePathFor(user: Pick<PublicUser, 'role' | 'staffRole' | 'team'>): string {
  return allLinks(menuFor(user))[0]?.to ?? '/settings/profile';
}

function allLinks(menu: MenuEntry[]): MenuLink[] {
  return menu.flatMap((entry) => (isMenuGroup(entry) ? entry.links : [entry]));
}

/**
 * The menu link to highlight for a path: the longest link path that equals it or is a parent of it,
 * so that `/product/edit/7` highlights Product List while `/product/add-product` highlights Add Product.
 */
export function activeMenuPath(menu: MenuEntry[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const { to } of allLinks(menu)) {
    const matches = pathname === to || pathname.startsWith(`${to}/`);
    if (matches && (best === undefined || to.length > best.length)) best = to;
  }
  return best;
}
