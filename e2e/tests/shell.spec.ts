import { expect, test } from '@playwright/test';
import { ADMIN, createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

test.describe('signed-out visitor', () => {
  test('sees the landing page with the spec text and its links', async ({ page }) => {
    const policyViolations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        policyViolations.push(message.text());
      }
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toContainText('200,000 buyers');
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    for (const text of [/register and get approved/i, /list (your )?products/i, /receive (your )?proceeds/i]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    for (const text of [/earn more/i, /safe and secure/i, /list in minutes/i, /full control/i]) {
      await expect(page.getByText(text).first()).toBeVisible();
    }
    await expect(page.getByText(/1-2 business days/).first()).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expectAccessible(page, 'landing page');
    expect(policyViolations, 'the web app runs under the API security policy').toEqual([]);
  });

  test('is sent back to / from signed-in and admin pages', async ({ page }) => {
    for (const path of ['/dashboard', '/settings/profile', '/vendors/verification']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('200,000 buyers');
    }
  });

  test('can use the landing page at 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'landing page at 375 px');
  });
});

test.describe('vendor', () => {
  test('sees the vendor layout and menu, and is kept out of admin pages', async ({ page, request }) => {
    const vendor = await createActiveVendor(request);
    await signIn(page, request, vendor.email, vendor.password);

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText('Ama Mensah')).toBeVisible();
    await expect(menu.getByText('Vendor', { exact: true })).toBeVisible();
    await expect(menu.getByText(/active vendor/i)).toHaveCount(0);
    for (const name of ['Dashboard', 'Sales', 'Sales transactions', 'Transactions', 'Profile', 'Store']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Products' }).click();
    await expect(menu.getByRole('link', { name: 'Product List' })).toHaveAttribute('href', '/product');
    await expect(menu.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/product/add-product');
    await menu.getByRole('button', { name: 'Messages' }).click();
    for (const [name, href] of [
      ['Inbox', '/messages/inbox'],
      ['Sent', '/messages/sent'],
      ['Trash', '/messages/trash'],
    ] as const) {
      await expect(menu.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const adminEntry of ['Categories', 'Orders', 'Users', 'Vendors']) {
      await expect(menu.getByRole('button', { name: adminEntry })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: adminEntry })).toHaveCount(0);
    }
    await expect(page.locator('footer')).toContainText('Soko');
    await expectAccessible(page, 'vendor layout');

    await page.goto('/vendors/verification');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('uses the header: sidebar toggle, account menu to profile, logout to /', async ({ page, request }) => {
    const vendor = await createActiveVendor(request);
    const token = await signIn(page, request, vendor.email, vendor.password);
    const menu = page.getByRole('navigation', { name: 'Main menu' });

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' }).and(page.locator(':visible'));
    await toggle.click();
    await expect(menu).not.toBeInViewport();
    await expect(menu).toHaveAttribute('inert');
    await toggle.click();
    await expect(menu).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const afterLogout = await request.get('/api/authVendor', { headers: { 'x-auth-token': token } });
    expect(afterLogout.status()).toBe(401);
  });

  test('opens the menu from the burger at 375 px', async ({ page, request }) => {
    const vendor = await createActiveVendor(request);
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, request, vendor.email, vendor.password);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle sidebar' }).and(page.locator(':visible')).click();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'vendor layout at 375 px');
  });
});

test.describe('super admin', () => {
  test('sees the super admin layout and menu', async ({ page, request }) => {
    await signIn(page, request, ADMIN.email, ADMIN.password);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByText('Super Admin')).toBeVisible();
    // Other specs may have chosen an active vendor for this admin already.
    await expect(menu.getByText(/^(No active vendor|Active vendor: .+)$/)).toBeVisible();
    for (const [group, links] of [
      ['Categories', ['Category list', 'Add Category', 'Add Subcategory']],
      ['Transactions', ['Transaction list', 'New transaction']],
      ['Users', ['User list', 'Create user']],
      ['Vendors', ['Vendor list', 'Create vendor', 'Active vendor']],
    ] as const) {
      await menu.getByRole('button', { name: group }).click();
      for (const name of links) await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/order');
    await expectAccessible(page, 'super admin layout');
  });

  test('switches to the dark colour scheme and stays accessible', async ({ page, request }) => {
    await signIn(page, request, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectAccessible(page, 'layout in dark mode');
  });
});
