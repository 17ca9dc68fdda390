import { type Browser, expect, type Page, test } from '@playwright/test';
import { createActiveVendor, mailText } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  chooseOption,
  expectNoSidewaysScroll,
  labelled,
  signInAsAdmin,
  testImage,
  uniqueName,
} from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

/** A page of its own browser context (axe needs a page from a context), for a second user. */
async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** The value of one term of the product page's details list. */
function detail(page: Page, term: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) })
    .locator('dd');
}

async function addVariant(page: Page, size: string, weight: string, quantity: string, price: string) {
  await page.getByLabel(labelled('Variant size')).fill(size);
  await page.getByLabel(labelled('Variant weight (kg)')).fill(weight);
  await page.getByLabel(labelled('Variant quantity')).fill(quantity);
  await page.getByLabel(labelled('Variant price ($)')).fill(price);
  await page.getByRole('button', { name: 'Add variant' }).click();
}

test('a product goes from the vendor through approval, pause, edit and image deletion', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const categoryTitle = uniqueName('Textiles');
  const subcategoryTitle = uniqueName('Kente');
  const productName = uniqueName('Kente stole');
  const vendor = await createActiveVendor(request);

  // The super admin builds the catalogue through the UI.
  const admin = await newPage(browser);
  await signInAsAdmin(admin, request);
  await admin.goto('/category/add-category');
  await admin.getByLabel(labelled('Title')).fill(categoryTitle);
  await admin.getByLabel(labelled('Description')).fill('Woven cloth');
  await admin.getByLabel(labelled('Image URL')).fill('https://example.com/textiles.png');
  await admin.getByRole('button', { name: 'Add Category' }).click();
  await expect(admin.getByText('Category added')).toBeVisible();
  await admin.goto('/category/add-subcategory');
  await chooseOption(admin, 'Category', categoryTitle);
  await admin.getByLabel(labelled('Title')).fill(subcategoryTitle);
  await admin.getByLabel(labelled('Description')).fill('Hand-woven kente');
  await admin.getByLabel(labelled('Image URL')).fill('https://example.com/kente.png');
  await admin.getByRole('button', { name: 'Add Subcategory' }).click();
  await expect(admin.getByText('Subcategory added')).toBeVisible();

  // The vendor opens a store, then adds the product with two images and two variants.
  const page = await newPage(browser);
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/store/me');
  await expect(page.getByRole('heading', { name: 'No Store yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Store' }).click();
  await page.getByLabel(labelled('Bio')).fill('Kente woven in Bonwire, sold in Melbourne.');
  await page.getByRole('button', { name: 'Save store' }).click();
  await expect(page.getByText('Store created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: vendor.displayName })).toBeVisible();
  await expect(page.getByText('No active Product yet')).toBeVisible();

  await page.goto('/product');
  await expect(page.getByText('No product associated with vendor')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Add Product' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
  await chooseOption(page, 'Category', categoryTitle);
  await chooseOption(page, 'Subcategory', subcategoryTitle);
  await page.getByLabel(labelled('Product name')).fill(productName);
  await page.getByLabel(labelled('Price ($)')).fill('120');
  await page.getByLabel(labelled('Quantity')).fill('10');
  await page.getByLabel(labelled('Short summary')).fill('A stole of hand-woven kente');
  await chooseOption(page, 'Sales percentage', '10%');
  await expect(page.getByText('Sale price: $108.00')).toBeVisible();
  await page.getByLabel(labelled('Brand')).fill('Bonwire Weavers');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel(labelled('Variant name')).fill('Size');
  await addVariant(page, 'Small', '0.3', '4', '110');
  await addVariant(page, 'Large', '0.5', '7', '130');
  await expect(page.getByText('Variant total quantity must be equal to product total quantity').first()).toBeVisible();
  await page.getByLabel(labelled('Variant quantity')).fill('6');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await page.getByRole('radio', { name: 'Paid' }).check();
  await page.getByLabel(labelled('Delivery price ($)')).fill('9.95');
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('Each stole is woven on a narrow loom.');
  await page
    .locator('input[type="file"]')
    .setInputFiles([
      await testImage('front.png', { r: 200, g: 120, b: 20 }),
      await testImage('back.png', { r: 20, g: 120, b: 200 }),
    ]);
  await expect(page.getByRole('img', { name: 'New image front.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'New image back.png' })).toBeVisible();
  await expectAccessible(page, 'add product form');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Check the table to preview and modify the product')).toBeVisible();
  await expect(page).toHaveURL(/\/product$/);

  const row = page.getByRole('row', { name: new RegExp(productName) });
  await expect(row).toContainText('$108.00');
  await expect(row).toContainText('$120.00');
  await expect(row.getByRole('cell').nth(5)).toHaveText('Pending');
  // The status cell also holds the approval, shown there on phones only.
  await expect(row.getByRole('cell').nth(6).getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(6).getByText('Pending', { exact: true })).toBeHidden();
  await expectAccessible(page, 'product list');
  await row.getByRole('link', { name: `View ${productName}` }).click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(detail(page, 'Approval')).toHaveText('Pending');
  await expect(detail(page, 'Shipping')).toHaveText('Paid');
  await expect(detail(page, 'Subcategory')).toHaveText(subcategoryTitle);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The super admin finds it among the products waiting and rejects it, which needs a reason; the
  // vendor reads the reason on the product and in an email.
  const reason = 'Please show the stole on a plain background';
  await admin.goto('/dashboard');
  const waiting = admin.getByRole('region', { name: 'Waiting for you' });
  await waiting.getByRole('link', { name: /^\d+ products? waiting$/ }).click();
  await expect(admin).toHaveURL(/\/product\?approval=pending$/);
  await expectAccessible(admin, 'the products waiting');
  await admin.getByRole('link', { name: `View ${productName}` }).click();
  await admin.getByRole('button', { name: 'Reject' }).click();
  const rejectDialog = admin.getByRole('dialog', { name: `Reject ${productName}?` });
  await expect(rejectDialog.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
  await rejectDialog.getByRole('button', { name: 'Reject product' }).click();
  await expect(rejectDialog.getByText('Please give the reason for rejecting this product')).toBeVisible();
  await rejectDialog.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await expectAccessible(admin, 'the reject dialog');
  await rejectDialog.getByRole('button', { name: 'Reject product' }).click();
  await expect(detail(admin, 'Approval')).toHaveText('Rejected');
  await page.reload();
  await expect(page.getByRole('note')).toContainText(`Reason: ${reason}`);
  expect(await mailText(request, vendor.email, 'productRejected')).toContain(`Reason: ${reason}`);

  // The super admin approves it.
  await admin.goto(productPath);
  await expect(admin.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await admin.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await admin.goto('/product');
  await expect(admin.getByRole('row', { name: new RegExp(productName) })).toContainText(vendor.displayName);

  // The vendor sees it approved, pauses and re-lists it.
  await page.reload();
  await expect(detail(page, 'Approval')).toHaveText('Approved');
  await expect(page.getByText('Each stole is woven on a narrow loom.')).toBeVisible();
  await page.getByRole('button', { name: /^Size chart/ }).click();
  const sizeChart = page.getByRole('dialog', { name: 'Size chart' });
  await expect(sizeChart.getByRole('row', { name: /Large/ })).toContainText('$130.00');
  await expectAccessible(page, 'size chart');
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'product detail');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Live' })).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Paused');
  await page.getByRole('button', { name: 'Live' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Active');

  // It is live in the store.
  await page.goto('/store/me');
  const card = page.getByRole('article', { name: productName });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByText('10% off', { exact: true })).toBeVisible();
  await expectAccessible(page, 'store page');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.goto('/product');
  await expect(page.getByRole('row', { name: new RegExp(productName) })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The vendor edits it and deletes one image.
  await page.goto(productPath);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel(labelled('Product name'))).toHaveValue(productName);
  await expect(page.getByRole('img', { name: /^Saved image/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete saved image 2' }).click();
  await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByRole('img', { name: /^Saved image/ })).toHaveCount(1);
  await expectAccessible(page, 'edit product form');
  const newName = `${productName} (wide)`;
  await page.getByLabel(labelled('Product name')).fill(newName);
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  // On an approved product the new name and the removed image wait for review: buyers see the approved version.
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Changed: name, images.');
  await admin.goto(`${productPath}/revision`);
  await admin.getByRole('button', { name: 'Approve changes' }).click();
  await admin
    .getByRole('dialog', { name: 'Approve these changes?' })
    .getByRole('button', { name: 'Approve changes' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveCount(0);

  // The vendor schedules the sale for later: buyers pay the full price until it starts.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Sale starts').fill('2031-01-01T09:00');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(detail(page, 'Sale')).toContainText('10% off from 1 Jan 2031');
  await expect(detail(page, 'Sale')).toContainText('(scheduled)');
  await page.goto('/product');
  const scheduledRow = page.getByRole('row', { name: new RegExp(newName.replace(/[()]/g, '\\$&')) });
  await expect(scheduledRow.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(scheduledRow).toContainText('$120.00');
  await expect(scheduledRow).not.toContainText('$108.00');
  // A sale whose end has passed has ended, with nothing run at its end.
  await page.goto(productPath);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Sale starts').fill('2026-01-01T09:00');
  await page.getByLabel('Sale ends').fill('2026-01-02T09:00');
  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product updated')).toBeVisible();
  await expect(detail(page, 'Sale')).toContainText('(ended)');
  await page.goto('/product');
  await expect(scheduledRow.getByText('Sale ended', { exact: true })).toBeVisible();
  await expect(scheduledRow).not.toContainText('$108.00');
  await page.goto(productPath);

  // A category in use cannot be deleted.
  await admin.goto(`/category?q=${encodeURIComponent(categoryTitle)}`);
  await admin.getByRole('button', { name: `Delete ${categoryTitle}` }).click();
  await admin.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('This category is used by products and cannot be deleted')).toBeVisible();

  // The vendor deletes the product.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete product' }).getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page.getByText('No product associated with vendor')).toBeVisible();
});

test('a super admin without an active vendor is told to choose one', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/product/add-product');
  await expect(page.getByText('Products are created for the active vendor.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose an active vendor' })).toHaveAttribute('href', '/vendors');
  await expect(page.getByRole('button', { name: 'Add Product' })).toBeDisabled();
});
