import { expect, type Page, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled } from '../support/catalogue.ts';
import { steppedUpAdminToken } from '../support/step-up.ts';

// Issue 15, item 6: a session is one device; logging out there leaves the others signed in.

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByLabel(labelled('Password')).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
}

test('a vendor logged in on two browsers logs out on one and stays logged in on the other', async ({
  browser,
  request,
}) => {
  const vendor = await createActiveVendor(request);
  const laptopContext = await browser.newContext();
  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 800 }, userAgent: IPHONE_SAFARI });
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  for (const page of [laptop, phone]) {
    await page.goto('/login');
    await logInThroughForm(page, vendor.email, vendor.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  }

  // The phone lists both browsers, itself marked.
  await phone.goto('/settings/profile?tab=devices');
  const devices = phone.getByRole('list', { name: 'Logged-in devices' });
  const thisPhone = devices.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisPhone).toContainText('Safari on iOS');
  const theLaptop = devices.getByRole('listitem').filter({ hasText: 'Chrome on Linux' });
  await expect(theLaptop).toHaveCount(1);
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone, 'the Devices tab at 375 px');

  await theLaptop.getByRole('button', { name: 'End session: Chrome on Linux' }).click();
  const confirm = phone.getByRole('dialog', { name: 'End the session on Chrome on Linux?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(phone, 'the confirmation to end a session');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Logging out on the laptop leaves the phone signed in.
  await laptop.getByRole('button', { name: 'Account menu' }).click();
  await laptop.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(laptop).toHaveURL(/\/$/);

  await phone.reload();
  await expect(thisPhone).toContainText('Safari on iOS');
  await expect(theLaptop).toHaveCount(0);
  await phone.goto('/dashboard');
  await expect(phone.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Logging out of all devices ends the phone's session too, and the login page says so.
  await phone.goto('/settings/profile?tab=devices');
  await phone.getByRole('button', { name: 'Log out of all devices' }).click();
  const confirmAll = phone.getByRole('dialog', { name: 'Log out of all devices?' });
  await expect(confirmAll.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmAll.getByRole('button', { name: 'Log out of all devices' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByText('You logged out of all devices. Please log in again')).toBeVisible();

  await laptopContext.close();
  await phoneContext.close();
});

test("a deactivated vendor's open page goes to the login page with the reason, and the page comes back after login", async ({
  page,
  request,
}) => {
  const vendor = await createActiveVendor(request);
  // The page hears of the deactivation on its notification stream, once that is open.
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await page.goto('/login');
  await logInThroughForm(page, vendor.email, vendor.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('link', { name: 'View all products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible();
  expect((await streamOpen).status()).toBe(200);

  const admin = await steppedUpAdminToken(request);
  const setActive = async (active: boolean) => {
    const response = await request.put(`/api/user/any/${vendor.id}`, {
      headers: { 'x-auth-token': admin },
      data: { active },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await setActive(false);

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This account has been deactivated. Please contact Soko support')).toBeVisible();
  await expectAccessible(page, 'the login page of a deactivated vendor');

  // Once staff reactivate the account, logging in goes back to the page the vendor was on.
  await setActive(true);
  await logInThroughForm(page, vendor.email, vendor.password);
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product List' })).toBeVisible();
});
