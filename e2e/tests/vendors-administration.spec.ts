import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  adminToken,
  chooseOption,
  createCategoryApi,
  expectNoSidewaysScroll,
  labelled,
  signInAsAdmin,
  testImage,
  uniqueName,
} from '../support/catalogue.ts';
import { createLiveProduct } from '../support/orders.ts';
import { stepUp } from '../support/step-up.ts';

test.describe.configure({ mode: 'serial' });

/** A page of its own browser context (axe needs a page from a context). */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** The row menu of a vendor in the vendors list. */
async function vendorAction(page: Page, vendorName: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${vendorName}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  // The menu fades out after a choice; wait until it has gone, as a person would see it.
  await expect(page.getByRole('menu')).toHaveCount(0);
}

function vendorRow(page: Page, email: string) {
  return page.getByRole('row').filter({ hasText: email });
}

test('the super admin manages a vendor: finds, deactivates, reactivates, selects, edits, pauses and adds a product', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const vendor = await createActiveVendor(request);
  const firstProduct = await createLiveProduct(request, vendor, { name: uniqueName('Bolga basket') });
  const secondProduct = await createLiveProduct(request, vendor, { name: uniqueName('Shea butter') });
  const category = await createCategoryApi(request, await adminToken(request), uniqueName('Textiles'));
  const vendorSession = (await loginApi(request, vendor.email, vendor.password)).token as string;

  const page = await newPage(browser);
  await signInAsAdmin(page, request, { ownSession: true });

  // Find the vendor by search.
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendors' })).toBeVisible();
  await page.getByLabel('Search by business, name, email or phone').fill(vendor.displayName);
  await expect(page.getByRole('tab', { name: 'All (1)' })).toBeVisible();
  const row = vendorRow(page, vendor.email);
  await expect(row).toContainText('2 (2 live)');
  await expectAccessible(page, 'vendors list');

  // Deactivate: the vendor's session ends at once and the account moves to the Inactive tab.
  await vendorAction(page, vendor.displayName, 'Deactivate');
  const dialog = page.getByRole('dialog', { name: `Deactivate ${vendor.displayName}?` });
  await expectAccessible(page, 'deactivate dialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  // Taking a vendor off the marketplace asks the admin to confirm it is them; reactivating below does not ask again.
  await stepUp(page, { password: ADMIN.password });
  await expect(page.getByText(`Vendor deactivated: ${vendor.displayName}`)).toBeVisible();
  await expect(row).toContainText('Deactivated');
  await expect(row).toContainText('(0 live)');
  const refused = await request.get('/api/authVendor', { headers: { 'x-auth-token': vendorSession } });
  expect(refused.status()).toBe(401);
  await page.getByRole('tab', { name: 'Inactive (1)' }).click();
  await expect(vendorRow(page, vendor.email)).toBeVisible();

  // Reactivate.
  await vendorAction(page, vendor.displayName, 'Activate');
  await expect(page.getByText(`Vendor activated: ${vendor.displayName}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Active (1)' }).click();
  await expect(vendorRow(page, vendor.email)).toContainText('(2 live)');

  // The vendors page on a phone: the table scrolls inside its own box.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'vendors list at 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Select them as the active vendor: the sidebar shows them and their screen opens at once.
  await vendorAction(page, vendor.displayName, 'Select as active vendor');
  await expect(page).toHaveURL(/\/vendors\/active-vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: vendor.displayName })).toBeVisible();
  await expect(page.getByText(`Active vendor: ${vendor.displayName}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Vendor Details', selected: true })).toBeVisible();
  await expectAccessible(page, 'active vendor details');

  // Edit their details.
  const newName = `${vendor.displayName} & Co`;
  await page.getByRole('tab', { name: 'Edit Vendor Details' }).click();
  await page.getByLabel(labelled('Business name')).fill(newName);
  await page.getByLabel(labelled('Suburb')).fill('Collingwood');
  await expectAccessible(page, 'edit vendor details');
  await page.getByRole('button', { name: 'Save vendor details' }).click();
  await expect(page.getByText('Vendor details updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByText('12 Smith St, Collingwood, VIC, 3065')).toBeVisible();

  // Pause all of their products.
  await page.getByRole('tab', { name: 'Product' }).click();
  await expect(page.getByRole('link', { name: firstProduct.name })).toBeVisible();
  await page.getByRole('button', { name: 'Pause all' }).click();
  await expect(page.getByText('2 products paused')).toBeVisible();
  for (const product of [firstProduct, secondProduct]) {
    await expect(page.getByRole('row').filter({ hasText: product.name })).toContainText('Paused');
  }
  await expectAccessible(page, 'active vendor products');
  await page.getByRole('tab', { name: 'Sales' }).click();
  await expect(page.getByText('No Sale yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Transaction' }).click();
  await expect(page.getByText('No Transactions yet')).toBeVisible();
  await expectAccessible(page, 'active vendor transactions');

  // Create a product on their behalf.
  await page.getByRole('tab', { name: 'Product' }).click();
  await page.getByRole('link', { name: 'Add product for this vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await expect(page.getByText(`Products are created for the active vendor, ${newName}.`)).toBeVisible();
  const productName = uniqueName('Kente stole');
  await chooseOption(page, 'Category', category.title);
  await page.getByLabel(labelled('Product name')).fill(productName);
  await page.getByLabel(labelled('Price ($)')).fill('120');
  await page.getByLabel(labelled('Quantity')).fill('5');
  await page.getByLabel(labelled('Short summary')).fill('A stole of hand-woven kente');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByRole('radio', { name: 'Paid' }).check();
  await page.getByLabel(labelled('Delivery price ($)')).fill('9.95');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Woven on a narrow loom.');
  await page.locator('input[type="file"]').setInputFiles([await testImage('stole.png', { r: 200, g: 120, b: 20 })]);
  await expect(page.getByRole('img', { name: 'New image stole.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Check the table to preview and modify the product')).toBeVisible();

  await page.goto('/vendors/active-vendor?tab=products');
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('Active');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);
});

test('the super admin creates a user and a vendor, and reads the audit log', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const page = await newPage(browser);
  await signInAsAdmin(page, request);

  await page.goto('/users/create-user');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('Please choose a role')).toBeVisible();
  const email = `${uniqueName('staff').replace(/\s/g, '-')}@example.com`;
  await page.getByLabel(labelled('First name')).fill('Efua');
  await page.getByLabel(labelled('Last name')).fill('Asante');
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByRole('radio', { name: 'Super admin' }).check();
  await expectAccessible(page, 'create user form');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`Account created. We emailed ${email} a link to set a password`)).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByLabel('Search by name, business or email').fill(email);
  const userRow = page.getByRole('row').filter({ hasText: email });
  await expect(userRow).toContainText('Super Admin');
  await expect(userRow).toContainText('Password not set');
  await expectAccessible(page, 'users list');

  const vendorEmail = `${uniqueName('adinkra').replace(/\s/g, '-')}@example.com`;
  await page.goto('/vendors/create-vendors');
  await page.getByLabel(labelled('First name')).fill('Adwoa');
  await page.getByLabel(labelled('Last name')).fill('Owusu');
  await page.getByLabel(labelled('Email')).fill(vendorEmail);
  await page.getByLabel(labelled('Phone')).fill('0412 000 111');
  await page.getByLabel(labelled('Business name')).fill('Adinkra Prints');
  await page.getByLabel(labelled('ABN')).fill('51 824 753 556');
  await page.getByLabel(labelled('Street address')).fill('3 King St');
  await page.getByLabel(labelled('Suburb')).fill('Newtown');
  await chooseOption(page, 'State', 'NSW');
  await page.getByLabel(labelled('Postcode')).fill('2042');
  await expectAccessible(page, 'create vendor form');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText(`Account created. We emailed ${vendorEmail} a link to set a password`)).toBeVisible();
  await expect(vendorRow(page, vendorEmail)).toContainText('Password not set');

  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await chooseOption(page, 'Action', 'vendor.create');
  await expect(page.getByRole('row').filter({ hasText: 'vendor.create' }).first()).toContainText(vendorEmail);
  await expectAccessible(page, 'audit log');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
});
