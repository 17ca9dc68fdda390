import { expect, type Page, test } from '@playwright/test';
import { createActiveVendor, linkFromMail, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';

const NEW_PASSWORD = 'baobab-shade-2026';

/** docs/product.md section 8: the first 4 and the last 6 characters of the address. */
function masked(email: string): string {
  return `${email.slice(0, 4)}${'*'.repeat(email.length - 10)}${email.slice(-6)}`;
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/forget-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
}

test('a vendor resets a forgotten password by email and logs in with the new one', async ({ page, request }) => {
  const vendor = await createActiveVendor(request);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page, 'forgot password page');
  await askForResetLink(page, vendor.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We have sent a password reset link to ${masked(vendor.email)}`)).toBeVisible();
  await expect(page.getByText(vendor.email)).toHaveCount(0);

  await page.goto(await linkFromMail(request, vendor.email, 'reset'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page.getByText(`choose a new password for ${vendor.email}`)).toBeVisible();
  await expectAccessible(page, 'reset password page');

  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('password does not match: Password and confirm password should match')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();

  await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password reset successful' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const oldPassword = await request.post('/api/loginVendor', {
    data: { email: vendor.email, password: vendor.password },
  });
  expect(oldPassword.status()).toBe(400);
  await loginApi(request, vendor.email, NEW_PASSWORD);
});

test('the reset link works once', async ({ page, request }) => {
  const vendor = await createActiveVendor(request);
  await askForResetLink(page, vendor.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const resetPath = await linkFromMail(request, vendor.email, 'reset');
  const token = resetPath.split('/').pop();
  const used = await request.post(`/api/reset/${token}`, { data: { pwd: NEW_PASSWORD, cPwd: NEW_PASSWORD } });
  expect(used.ok()).toBe(true);

  await page.goto(resetPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Password not reset' })).toBeVisible();
  await expect(page.getByText('This password reset link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

test('asking for a reset link for an unknown address says there is no such account', async ({ page }) => {
  const email = `nobody-${Date.now()}@example.com`;
  await askForResetLink(page, email);
  await expect(page.getByRole('alert').filter({ hasText: `No account associated with ${email}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectAccessible(page, 'forgot password page with an error');
});
