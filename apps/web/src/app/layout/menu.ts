import { isSuperAdmin, type PublicUser } from '@soko/shared';
import {
  IconArrowBackUp,
  IconArrowsExchange,
  IconBuildingStore,
  IconCash,
  IconCategory,
  IconHistory,
  IconLayoutDashboard,
  IconMail,
  IconPackage,
  IconReceipt,
  IconShoppingCart,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-badge.tsx';
import { ReturnsWaitingBadge } from '../../features/returns/components/returns-waiting-badge.tsx';
import { VendorChangesWaitingBadge } from '../../features/verification/components/vendor-changes-badge.tsx';

export interface MenuLink {
  label: string;
  to: string;
  icon?: TablerIcon;
  /** Shown after the label, e.g. a count; renders nothing when there is nothing to tell. */
  badge?: ComponentType;
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

const dashboard: MenuLink = { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard };
const products: MenuGroup = {
  label: 'Products',
  icon: IconPackage,
  links: [
    { label: 'Product List', to: '/product' },
    { label: 'Add Product', to: '/product/add-product' },
  ],
};
const sales: MenuLink = { label: 'Sales', to: '/sale', icon: IconCash };
// The count is of returns waiting for a decision, the work this list holds.
const returns: MenuLink = { label: 'Returns', to: '/returns', icon: IconArrowBackUp, badge: ReturnsWaitingBadge };
const messages: MenuGroup = {
  label: 'Messages',
  icon: IconMail,
  // The count shows on the group too, so that it is seen while the group is closed.
  badge: UnreadMessagesBadge,
  links: [
    { label: 'Inbox', to: '/messages/inbox', badge: UnreadMessagesBadge },
    { label: 'Sent', to: '/messages/sent' },
    { label: 'Trash', to: '/messages/trash' },
  ],
};
const profile: MenuLink = { label: 'Profile', to: '/settings/profile', icon: IconUser };
const store: MenuLink = { label: 'Store', to: '/store/me', icon: IconBuildingStore };

/** Spec section 2, vendor menu. */
export const vendorMenu: MenuEntry[] = [
  dashboard,
  products,
  sales,
  returns,
  { label: 'Sales transactions', to: '/sales/transactions', icon: IconReceipt },
  { label: 'Transactions', to: '/transactions', icon: IconArrowsExchange },
  messages,
  profile,
  store,
];

/** Spec section 2, super admin menu. */
export const superAdminMenu: MenuEntry[] = [
  dashboard,
  products,
  {
    label: 'Categories',
    icon: IconCategory,
    links: [
      { label: 'Category list', to: '/category' },
      { label: 'Add Category', to: '/category/add-category' },
      { label: 'Add Subcategory', to: '/category/add-subcategory' },
    ],
  },
  { label: 'Orders', to: '/order', icon: IconShoppingCart },
  sales,
  returns,
  {
    label: 'Transactions',
    icon: IconArrowsExchange,
    links: [
      { label: 'Transaction list', to: '/transaction' },
      { label: 'New transaction', to: '/transaction/new' },
    ],
  },
  {
    label: 'Users',
    icon: IconUsers,
    links: [
      { label: 'User list', to: '/users' },
      { label: 'Create user', to: '/users/create-user' },
    ],
  },
  {
    label: 'Vendors',
    icon: IconUsersGroup,
    links: [
      { label: 'Vendor list', to: '/vendors' },
      { label: 'Create vendor', to: '/vendors/create-vendors' },
      { label: 'Active vendor', to: '/vendors/active-vendor' },
      { label: 'Verification queue', to: '/vendors/verification' },
      // Verified vendors' changes of business name, ABN or address: the queue's filter, with its count.
      { label: 'Detail changes', to: '/vendors/verification?status=changes', badge: VendorChangesWaitingBadge },
    ],
  },
  { label: 'Audit log', to: '/audit', icon: IconHistory },
  messages,
  profile,
  store,
];

export function menuFor(user: Pick<PublicUser, 'role'>): MenuEntry[] {
  return isSuperAdmin(user) ? superAdminMenu : vendorMenu;
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
