import { ROLE_VENDOR_MEMBER, VENDOR_TEAM_ROLE_PERMISSIONS, type VendorTeamRole } from '@soko/shared';
import { describe, expect, it } from 'vitest';
import { makeStaff, makeSuperAdmin, makeUser } from '../../test/fixtures.ts';
import { activeMenuPath, homePathFor, isMenuGroup, type MenuEntry, menuFor, staffMenu, vendorMenu } from './menu.ts';

/** Every entry's label, a group's links as "Group > Link". */
function labels(menu: MenuEntry[]): string[] {
  return menu.flatMap((entry) =>
    isMenuGroup(entry) ? entry.links.map((link) => `${entry.label} > ${link.label}`) : [entry.label],
  );
}

describe('menuFor', () => {
  it('gives the super admin the whole staff menu and a vendor the vendor menu', () => {
    expect(menuFor(makeSuperAdmin())).toEqual(staffMenu);
    expect(menuFor(makeUser())).toEqual(vendorMenu);
  });

  it('shows catalogue staff products and categories, not payouts, users, messages or sales', () => {
    const menu = labels(menuFor(makeStaff('catalogue')));
    expect(menu).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Products > Product List',
        'Products > Add Product',
        'Categories > Category list',
        'Vendors > Vendor list',
        'Reviews',
        'Profile',
        'Store',
      ]),
    );
    for (const missing of ['Transactions', 'Users', 'Messages', 'Sales', 'Orders', 'Returns', 'Audit log']) {
      expect(menu.some((label) => label === missing || label.startsWith(`${missing} >`))).toBe(false);
    }
    expect(menu).not.toContain('Vendors > Create vendor');
    expect(menu).not.toContain('Vendors > Verification queue');
  });

  it('shows finance staff payouts, sales and returns, and neither the new-product nor the category pages', () => {
    const menu = labels(menuFor(makeStaff('finance')));
    expect(menu).toEqual(
      expect.arrayContaining(['Transactions > Transaction list', 'Transactions > New transaction', 'Sales', 'Returns']),
    );
    expect(menu.some((label) => label.startsWith('Products') || label.startsWith('Categories'))).toBe(false);
    expect(menu.some((label) => label.startsWith('Messages') || label.startsWith('Users'))).toBe(false);
    // Cases are support's: finance refunds sales, not buyers' cases.
    expect(menu).not.toContain('Cases');
  });

  it('shows support staff messages and vendors but not new payouts; verification staff the queue only', () => {
    const support = labels(menuFor(makeStaff('support')));
    expect(support).toEqual(expect.arrayContaining(['Messages > Inbox', 'Vendors > Create vendor', 'Sales', 'Cases']));
    expect(support).toContain('Transactions > Transaction list');
    expect(support).not.toContain('Transactions > New transaction');
    expect(support).not.toContain('Products > Add Product');
    expect(support).toContain('Reviews');
    expect(labels(menuFor(makeStaff('finance')))).not.toContain('Reviews');
    const verification = labels(menuFor(makeStaff('verification')));
    expect(verification).toContain('Vendors > Verification queue');
    expect(verification.some((label) => label.startsWith('Transactions') || label.startsWith('Products'))).toBe(false);
  });
});

describe('activeMenuPath', () => {
  it('matches a link exactly', () => {
    expect(activeMenuPath(vendorMenu, '/product/add-product')).toBe('/product/add-product');
    expect(activeMenuPath(staffMenu, '/transaction/new')).toBe('/transaction/new');
  });

  it('matches the closest parent link of a detail page', () => {
    expect(activeMenuPath(vendorMenu, '/product/edit/7')).toBe('/product');
    expect(activeMenuPath(staffMenu, '/transaction/5f2c')).toBe('/transaction');
    expect(activeMenuPath(vendorMenu, '/sale/12')).toBe('/sale');
  });

  it('does not match a link that only shares a prefix', () => {
    expect(activeMenuPath(vendorMenu, '/sales/transactions')).toBe('/sales/transactions');
    expect(activeMenuPath(vendorMenu, '/products')).toBeUndefined();
    expect(activeMenuPath(vendorMenu, '/nowhere')).toBeUndefined();
  });
});

const member = (role: VendorTeamRole) =>
  makeUser({
    role: ROLE_VENDOR_MEMBER,
    displayName: '',
    team: { vendorId: 'v1', vendorName: 'Kente House', role, permissions: [...VENDOR_TEAM_ROLE_PERMISSIONS[role]] },
  });

describe("a vendor's team member's menu", () => {
  it('shows a packer (orders) the sales, returns, standards and messages, and their own settings only', () => {
    expect(labels(menuFor(member('orders')))).toEqual([
      'Sales',
      'Returns',
      'Cases',
      'Standards',
      'Messages > Inbox',
      'Messages > Sent',
      'Messages > Trash',
      'Profile',
      'Security',
    ]);
    expect(homePathFor(member('orders'))).toBe('/sale');
  });

  it('shows finance the money pages, catalogue the products, and the manager all but the team', () => {
    expect(labels(menuFor(member('finance')))).toEqual([
      'Dashboard',
      'Sales transactions',
      'Transactions',
      'Profile',
      'Security',
    ]);
    expect(labels(menuFor(member('catalogue')))).toEqual([
      'Products > Product List',
      'Products > Add Product',
      'Reviews',
      'Profile',
      'Security',
    ]);
    expect(homePathFor(member('catalogue'))).toBe('/product');
    const manager = labels(menuFor(member('manager')));
    expect(manager).toEqual(labels(vendorMenu).filter((label) => label !== 'Team'));
    expect(labels(vendorMenu)).toContain('Team');
  });
});
