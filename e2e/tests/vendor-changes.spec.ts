import { type Browser, expect, type Page, test } from '@playwright/test';
import { createActiveVendor, loginApi, mailText } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';

test.describe.configure({ mode: 'serial' });

/** A page of its own browser context, so the vendor and staff are signed in side by side. */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The queue's card of one vendor's change of details. */
function changeCard(page: Page, businessName: string) {
  return page.getByRole('region', { name: new RegExp(`\\(${businessName}\\)$`) });
}

test('a verified vendor’s new business name waits for staff, who reject it with a reason and then approve the next one', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const newName = `${vendor.displayName} Trading`;
  const vendorPage = await newPage(browser);
  await logIn(vendorPage, vendor.email, vendor.password);

  await test.step('the vendor asks for a new business name; the one in force stays', async () => {
    await vendorPage.goto('/settings/profile?tab=edit');
    const form = vendorPage.getByRole('tabpanel', { name: 'Edit Details' });
    await expect(form).toContainText('A change of business name, ABN or address is checked by our team');
    await form.getByLabel('Business name').fill(newName);
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(vendorPage.getByText(/The change of business name waits for review by our team/)).toBeVisible();
    const details = vendorPage.getByRole('tabpanel', { name: 'Profile' });
    const requested = details.getByRole('table', { name: 'Your requested changes' });
    await expect(requested.getByRole('row', { name: /Business name/ })).toContainText(newName);
    await expect(details.getByRole('definition').filter({ hasText: vendor.displayName }).first()).toBeVisible();
    await expectAccessible(vendorPage, 'profile with a change waiting');
  });

  const staffPage = await newPage(browser);
  await signInAsAdmin(staffPage, request);

  await test.step('staff see it in the queue, before and after, and reject it with a reason', async () => {
    const menu = staffPage.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: /Vendors/ }).click();
    await menu.getByRole('link', { name: /Detail changes/ }).click();
    await expect(staffPage.getByRole('tab', { name: 'Detail changes', selected: true })).toBeVisible();
    const card = changeCard(staffPage, vendor.displayName);
    const row = card.getByRole('row', { name: /Business name/ });
    await expect(row.getByRole('cell').nth(0)).toHaveText(vendor.displayName);
    await expect(row.getByRole('cell').nth(1)).toHaveText(newName);
    await expectAccessible(staffPage, 'detail changes queue');

    await card.getByRole('button', { name: 'Reject' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Reject this change of details?' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Please give the vendor a reason for rejecting the change')).toBeVisible();
    await expectAccessible(staffPage, 'reject dialog');
    await dialog.getByLabel(/^Reason/).fill('Your ABN is registered to a different business name');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(staffPage.getByText('Change rejected: the vendor has been told why')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('the vendor sees why, by email and on their profile', async () => {
    const mail = await mailText(request, vendor.email, 'vendorChangeRejected');
    expect(mail).toContain('Reason: Your ABN is registered to a different business name');
    await vendorPage.goto('/settings/profile');
    const details = vendorPage.getByRole('tabpanel', { name: 'Profile' });
    await expect(details.getByText('Your change of details was not approved')).toBeVisible();
    await expect(details).toContainText('Reason: Your ABN is registered to a different business name');
    await expect(details).not.toContainText(newName);
  });

  await test.step('staff approve the next request after a confirmation that starts on Cancel', async () => {
    const session = await loginApi(request, vendor.email, vendor.password);
    const asked = await request.put(`/api/user/${vendor.id}`, {
      headers: { 'x-auth-token': session.token },
      data: { firstName: vendor.firstName, lastName: vendor.lastName, email: vendor.email, displayName: newName },
    });
    expect(asked.ok(), await asked.text()).toBe(true);

    await staffPage.setViewportSize({ width: 375, height: 740 });
    await staffPage.goto('/vendors/verification?status=changes');
    const card = changeCard(staffPage, vendor.displayName);
    await expect(card.getByRole('row', { name: /Business name/ })).toContainText(newName);
    await expectNoSidewaysScroll(staffPage);
    await card.getByRole('button', { name: 'Approve' }).click();
    const dialog = staffPage.getByRole('dialog', { name: 'Approve this change of details?' });
    await expect(dialog).toContainText('invoices, payout statements and the store use them from now on');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(staffPage, 'approve dialog at 375 px');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByText('Change approved: the new details are now in force')).toBeVisible();

    await vendorPage.goto('/settings/profile');
    const details = vendorPage.getByRole('tabpanel', { name: 'Profile' });
    await expect(details.getByRole('definition').filter({ hasText: newName }).first()).toBeVisible();
    await expect(details.getByText('Changes waiting for review')).toHaveCount(0);
  });
});
