import { describe, expect, it } from 'vitest';
import { activeMenuPath, superAdminMenu, vendorMenu } from './menu.ts';

describe('activeMenuPath', () => {
  it('matches a link exactly', () => {
    expect(activeMenuPath(vendorMenu, '/product/add-product')).toBe('/product/add-product');
    expect(activeMenuPath(superAdminMenu, '/transaction/new')).toBe('/transaction/new');
  });

  it('matches the closest parent link of a detail page', () => {
    expect(activeMenuPath(vendorMenu, '/product/edit/7')).toBe('/product');
    expect(activeMenuPath(superAdminMenu, '/transaction/5f2c')).toBe('/transaction');
    expect(activeMenuPath(vendorMenu, '/sale/12')).toBe('/sale');
  });

  it('does not match a link that only shares a prefix', () => {
    expect(activeMenuPath(vendorMenu, '/sales/transactions')).toBe('/sales/transactions');
    expect(activeMenuPath(vendorMenu, '/products')).toBeUndefined();
    expect(activeMenuPath(vendorMenu, '/nowhere')).toBeUndefined();
  });
});
