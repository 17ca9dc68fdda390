import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, linkFromMail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { labelled, signInAsAdmin, uniqueName } from '../support/catalogue.ts';
import { stepUp } from '../support/step-up.ts';

const STAFF_PASSWORD = 'adinkra-ledger-42';

/** A page of its own browser context: the super admin and the staff member are signed in side by side. */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** The row menu of an account in the users list. */
async function userAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  // The menu fades out after a choice; wait until it has gone, as a person would see it.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

/** Opens each menu group and answers every link name the sidebar shows. */
async function menuLinks(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const groups = menu.getByRole('button', { expanded: false });
  while ((await groups.count()) > 0) await groups.first().click();
  return menu.getByRole('link').allInnerTexts();
}

test('the super admin invites a catalogue staff member, changes them to finance and deactivates them', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `${uniqueName('staff').replace(/\s/g, '-')}@example.com`;
  const lastName = uniqueName('Boateng').replace(/\s/g, '-');
  const name = `Kojo ${lastName}`;

  // The super admin creates a Catalogue staff account.
  const admin = await newPage(browser);
  await signInAsAdmin(admin, request, { ownSession: true });
  await admin.goto('/users/create-user');
  await admin.getByLabel(labelled('First name')).fill('Kojo');
  await admin.getByLabel(labelled('Last name')).fill(lastName);
  await admin.getByLabel(labelled('Email')).fill(email);
  await admin.getByRole('radio', { name: 'Staff' }).check();
  const staffRole = admin.getByRole('combobox', { name: 'Staff role' });
  await staffRole.click();
  await admin.getByRole('option', { name: /^Catalogue/ }).click();
  await expect(staffRole).toHaveAccessibleDescription('Categories, product approval and revision review');
  await expectAccessible(admin, 'create user form with a staff role');
  await admin.getByRole('button', { name: 'Create user' }).click();
  await expect(admin.getByText(`Account created. We emailed ${email} a link to set a password`)).toBeVisible();
  await admin.getByLabel('Search by name, business or email').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Staff: Catalogue');

  // The staff member sets a password from the invitation and signs in.
  const staff = await newPage(browser);
  await staff.goto(await linkFromMail(request, email, 'reset'));
  await staff.getByLabel(/^New password/).fill(STAFF_PASSWORD);
  await staff.getByLabel(/^Confirm new password/).fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Reset password' }).click();
  await staff.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await staff.getByLabel(labelled('Email')).fill(email);
  await staff.getByLabel(labelled('Password')).fill(STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const menu = staff.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Staff: Catalogue')).toBeVisible();
  // Catalogue staff work on products and categories: no money, users or messages.
  const catalogueLinks = await menuLinks(staff);
  expect(catalogueLinks).toEqual(expect.arrayContaining(['Product List', 'Add Product', 'Category list']));
  for (const absent of ['Transaction list', 'User list', 'Inbox', 'Sales', 'Audit log']) {
    expect(catalogueLinks).not.toContain(absent);
  }
  await expect(staff.getByRole('region', { name: 'Waiting for you' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Earnings all time' })).toHaveCount(0);

  // A page outside the role, opened directly, says so.
  await staff.goto('/users');
  await expect(staff.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible();
  await expect(staff.getByText(/Your role \(Staff: Catalogue\) does not include this page/)).toBeVisible();
  await expectAccessible(staff, 'no-access page');

  // The super admin makes them Finance; their next page load shows the payouts.
  await userAction(admin, name, 'Change role');
  const changeRole = admin.getByRole('dialog', { name: `Change the role of ${name}` });
  await expect(changeRole.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(admin, 'change role dialog');
  await changeRole.getByRole('combobox', { name: 'Staff role' }).click();
  await admin.getByRole('option', { name: /^Finance/ }).click();
  await changeRole.getByRole('button', { name: 'Change role' }).click();
  // Giving access asks the admin to confirm it is them; the deactivation below, within 5 minutes, does not ask again.
  await stepUp(admin, { password: ADMIN.password });
  await expect(admin.getByText('Role changed to Staff: Finance')).toBeVisible();
  await expect(row).toContainText('Staff: Finance');

  // The open page hears of a deactivation on its notification stream, once that is open.
  const streamOpen = staff.waitForResponse((response) => response.url().endsWith('/api/notifications/stream'));
  await staff.goto('/dashboard');
  await expect(menu.getByText('Staff: Finance')).toBeVisible();
  const financeLinks = await menuLinks(staff);
  expect(financeLinks).toEqual(expect.arrayContaining(['Transaction list', 'New transaction']));
  expect(financeLinks).not.toContain('Category list');
  expect(financeLinks).not.toContain('User list');

  // The super admin deactivates them: their open page goes to the login page at once, saying why.
  expect((await streamOpen).status()).toBe(200);
  await userAction(admin, name, 'Deactivate');
  const deactivate = admin.getByRole('dialog', { name: 'Deactivate account' });
  await expect(
    deactivate.getByText(
      `Deactivate ${name}? They are signed out of every device at once and cannot sign in until reactivated.`,
    ),
  ).toBeVisible();
  await expect(deactivate.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(admin, 'deactivate account dialog');
  await deactivate.getByRole('button', { name: 'Deactivate' }).click();
  await expect(admin.getByText('Account deactivated: every session of it has ended')).toBeVisible();
  await expect(row).toContainText('Deactivated');

  await expect(staff.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(staff.getByRole('status').filter({ hasText: 'This account has been deactivated' })).toBeVisible();
});
