import { expect, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { labelled } from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken } from '../support/step-up.ts';

test('an ended session lands on the login page saying why, and comes back to its page after login', async ({
  page,
  request,
}) => {
  const vendor = await createActiveVendor(request);
  const token = await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/sales/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales transactions' })).toBeVisible();

  // The password is changed from another device: this one's next screen says so.
  const changed = await request.put(`/api/user/${vendor.id}/password`, {
    headers: { 'x-auth-token': token },
    data: { currentPassword: vendor.password, password: 'baobab-seed-2027' },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Please log in again with the new one')).toBeVisible();
  await expectAccessible(page, 'the login page after an ended session');
  await page.getByLabel(labelled('Email')).fill(vendor.email);
  await page.getByLabel(labelled('Password')).fill('baobab-seed-2027');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/sales\/transactions$/);

  // Staff deactivate the vendor: the next screen (here a reload; a background refresh gets there too) says why.
  const deactivated = await request.put(`/api/user/any/${vendor.id}`, {
    headers: { 'x-auth-token': await steppedUpAdminToken(request) },
  });
  expect(deactivated.ok(), await deactivated.text()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('This account has been deactivated. Please contact Soko support')).toBeVisible();
});
