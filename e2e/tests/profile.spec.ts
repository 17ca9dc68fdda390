import { expect, type Page, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';

// A browser in American English: days must still read DD/MM/YYYY.
test.use({ locale: 'en-US' });

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a vendor reads their profile, edits their details and changes their password', async ({ page, request }) => {
  const vendor = await createActiveVendor(request);
  await logIn(page, vendor.email, vendor.password);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const details = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(details).toContainText(vendor.displayName);
  await expect(details).toContainText(vendor.email);
  await expect(details).toContainText('51824753556');
  // A new store has no product nor sale to judge: no figures rather than a 100 % it has not earned.
  await expect(details.getByRole('progressbar', { name: 'Product Quality' })).toHaveAttribute('aria-valuenow', '0');
  await expect(details.getByText('No products yet')).toBeVisible();
  await expect(details.getByRole('progressbar', { name: 'Delivery Rate' })).toHaveAttribute('aria-valuenow', '0');
  await expect(details.getByText('No sales yet')).toBeVisible();
  await expectAccessible(page, 'profile tab');

  await test.step('edit details', async () => {
    await page.getByRole('tab', { name: 'Edit Details' }).click();
    const form = page.getByRole('tabpanel', { name: 'Edit Details' });
    await expect(form.getByLabel(/^First name/)).toHaveValue(vendor.firstName);
    await expectAccessible(page, 'edit details tab');
    await form.getByLabel(/^First name/).fill('Abena');
    await form.getByLabel('Business name').fill('Abena Textiles');
    // An American browser still reads and writes the day as DD/MM/YYYY.
    await form.getByLabel('Date of birth').fill('12/04/1990');
    await form.getByLabel('Date of birth').press('Tab');
    await expect(form.getByLabel('Date of birth')).toHaveValue('12/04/1990');
    await form.getByLabel('Suburb').fill('Carlton');
    await expect(form.getByLabel(/^Current password/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Save details' }).click();

    // The business name and address of a verified vendor wait for staff; the rest saves at once.
    await expect(page.getByText(/The change of business name and suburb waits for review/)).toBeVisible();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(details).toContainText('Abena Mensah');
    await expect(details).toContainText('12/04/1990');
    const requested = details.getByRole('table', { name: 'Your requested changes' });
    await expect(requested).toContainText('Abena Textiles');
    await expect(requested).toContainText('Carlton');
    // The sidebar shows the same signed-in user.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toContainText('Abena Mensah');
  });

  await test.step('ask to change the email address', async () => {
    const newEmail = `new-${vendor.email}`;
    await page.getByRole('tab', { name: 'Edit Details' }).click();
    const form = page.getByRole('tabpanel', { name: 'Edit Details' });
    await form.getByLabel(/^Email/).fill(newEmail);
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('Please enter your current password to change your email')).toBeVisible();
    await form.getByLabel(/^Current password/).fill(vendor.password);
    await form.getByRole('button', { name: 'Save details' }).click();

    await expect(page.getByText(`Open the link we sent to ${newEmail} to confirm your new email`)).toBeVisible();
    await expect(details).toContainText(`Open the link we sent to ${newEmail} to make it your email`);
    await expect(details.getByText(vendor.email, { exact: true })).toBeVisible();
  });

  await test.step('change the password', async () => {
    const newPassword = 'jollof-rice-4ever';
    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    await expectAccessible(page, 'settings tab');
    await settings.getByLabel(/^Current password/).fill(vendor.password);
    await settings.getByLabel(/^New password/).fill(newPassword);
    await settings.getByLabel(/^Confirm new password/).fill('something-else-1');
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('password does not match: Password and confirm password should match')).toBeVisible();

    await settings.getByLabel(/^Confirm new password/).fill(newPassword);
    await settings.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // This browser carries on with the new token, after a reload too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const oldPassword = await request.post('/api/loginVendor', {
      data: { email: vendor.email, password: vendor.password },
    });
    expect(oldPassword.status()).toBe(400);
    await loginApi(request, vendor.email, newPassword);
  });
});

test('the profile page fits a 375 px screen', async ({ page, request }) => {
  const vendor = await createActiveVendor(request);
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, vendor.email, vendor.password);
  for (const tab of ['', '?tab=edit', '?tab=settings']) {
    await page.goto(`/settings/profile${tab}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scrolling on /settings/profile${tab}`).toBeLessThanOrEqual(0);
  }
  await expectAccessible(page, 'settings tab at 375 px');
});
