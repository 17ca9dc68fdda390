import { expect, type Page, test } from '@playwright/test';
import { ADMIN, newVendorDetails } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';

test.use({ viewport: { width: 375, height: 740 } });

async function expectNoSidewaysScrolling(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scrolling on ${label}`).toBeLessThanOrEqual(0);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('the sign-in pages fit a 375 px screen', async ({ page }) => {
  for (const { path, heading } of [
    { path: '/login', heading: 'Login' },
    { path: '/register', heading: 'Register' },
    { path: '/forget-password', heading: 'Forgot password' },
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScrolling(page, path);
  }
  await page.goto('/login');
  await expectAccessible(page, 'login page at 375 px');
});

test('the account page fits a 375 px screen', async ({ page, request }) => {
  const vendor = newVendorDetails('mobile');
  const registered = await request.post('/api/registerVendor', { data: vendor });
  expect(registered.status()).toBe(201);
  await logIn(page, vendor.email, vendor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeVisible();
  await expectNoSidewaysScrolling(page, '/account');
});

test('the verification queue fits a 375 px screen', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/vendors/verification?status=approved');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification queue' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSidewaysScrolling(page, '/vendors/verification');
  await expectAccessible(page, 'verification queue at 375 px');
});
