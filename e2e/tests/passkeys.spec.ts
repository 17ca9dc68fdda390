import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** Chromium's virtual authenticator: a platform authenticator that keeps discoverable passkeys and verifies its user. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

test('a vendor adds a passkey, signs in with it alone or as the second step, and removes it after a passkey step-up', async ({
  browser,
  request,
}) => {
  const vendor = await createActiveVendor(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page);

  await page.goto('/login');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel(/^Password/).fill(vendor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { level: 2, name: 'Passkeys' })).toBeVisible();
  await page.getByLabel('Passkey name (optional)').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByText('Test laptop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the passkey Test laptop' })).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scrolling on /settings/security').toBeLessThanOrEqual(0);
  await expectAccessible(page, 'security page with a passkey at 375 px');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await expectAccessible(page, 'login page with the passkey button');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // With a passkey on, the password alone is not enough: the second step offers the passkey.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel(/^Password/).fill(vendor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page, 'second step offering the passkey');
  await page.getByLabel('Remember this device for 30 days').check();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A remembered browser skips the second step, so removing the passkey asks for it in the step-up dialog.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel(/^Password/).fill(vendor.password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
  await expectAccessible(page, 'step-up dialog offering the passkey');
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toBeHidden();
  await context.close();
});
