import { type Browser, expect, test } from '@playwright/test';
import { createActiveVendor, mailText } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin, uniqueName } from '../support/catalogue.ts';
import { createLiveProduct } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

/** A page of its own browser context (axe needs a page from a context), for a second user. */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a renamed and repriced approved product waits for staff, who approve it from the before/after view', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { name: uniqueName('Bolga basket'), price: '40.00' });
  const productPath = `/product/${product._id}`;
  const newName = `${product.name} (large)`;

  // The vendor renames it and raises the price by 25 %.
  const page = await newPage(browser);
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto(`/product/edit/${product._id}`);
  await expect(page.getByLabel(labelled('Product name'))).toHaveValue(product.name);
  await page.getByLabel(labelled('Product name')).fill(newName);
  await page.getByLabel(labelled('Price ($)')).fill('50');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();

  // Buyers still see the approved version; the vendor sees the changes waiting.
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Changes waiting for review');
  await expect(notice).toContainText('Changed: name, price.');
  await expectAccessible(page, 'product with changes waiting');
  await page.goto(`/product/edit/${product._id}`);
  await expect(page.getByLabel(labelled('Product name'))).toHaveValue(newName);
  await expect(page.getByRole('note')).toContainText('The form shows the changes you proposed.');

  // Staff open it from the work queue's count on the dashboard.
  const admin = await newPage(browser);
  await signInAsAdmin(admin, request);
  const waiting = admin.getByRole('region', { name: 'Waiting for you' });
  await waiting.getByRole('link', { name: /with changes waiting for review$/ }).click();
  await expect(admin).toHaveURL(/\/product\?approval=revision$/);
  await admin.getByRole('link', { name: `Changes waiting for ${product.name}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Changes to ${product.name}` })).toBeVisible();

  // The before/after view: only the changed fields are marked.
  const name = admin.getByRole('region', { name: 'Name', exact: true });
  await expect(name).toContainText('Changed');
  await expect(name).toContainText(`Approved (buyers see now)${product.name}`);
  await expect(name).toContainText(`Proposed${newName}`);
  await expect(admin.getByRole('region', { name: 'Price' })).toContainText('$40.00Proposed$50.00');
  await expect(admin.getByRole('region', { name: 'Images' })).toContainText('No change');
  await expect(admin.getByText('Changed', { exact: true })).toHaveCount(2);
  await expectAccessible(admin, 'revision before/after');
  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });

  // Approving asks first, naming what happens, with the focus on Cancel.
  await admin.getByRole('button', { name: 'Approve changes' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve these changes?' });
  await expect(dialog).toContainText('Orders will be charged $50.00.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(admin, 'approve changes dialog');
  await dialog.getByRole('button', { name: 'Approve changes' }).click();
  await expect(admin.getByText('Changes approved')).toBeVisible();
  await expect(admin.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  // The vendor sees the new version, and was told by email.
  await page.goto(productPath);
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  expect(await mailText(request, vendor.email, 'productRevisionApproved')).toContain(newName);
});
