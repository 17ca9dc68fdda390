import { expect, type Page, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  adminToken,
  chooseOption,
  createCategoryApi,
  expectNoSidewaysScroll,
  labelled,
  listCategories,
  signInAsAdmin,
  uniqueName,
} from '../support/catalogue.ts';
import { signIn } from '../support/session.ts';

const IMAGE_URL = 'https://example.com/images/category.png';

async function fillCategoryFields(page: Page, title: string, description: string) {
  await page.getByLabel(labelled('Title')).fill(title);
  await page.getByLabel(labelled('Description')).fill(description);
  await page.getByLabel(labelled('Image URL')).fill(IMAGE_URL);
}

test.describe.configure({ mode: 'serial' });

test.describe('category screens', () => {
  test('an empty catalogue shows No Category with a link to add one', async ({ page, request }) => {
    // The catalogue specs own the categories of the e2e database; start this one from none. Spec
    // files run one at a time in name order, and every spec that adds products (and so categories
    // that cannot be deleted) sorts after this one: orders-sales, payouts, vendors-administration.
    const token = await adminToken(request);
    for (const category of await listCategories(request, token)) {
      const removed = await request.delete(`/api/category/${category._id}`, { headers: { 'x-auth-token': token } });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    await signInAsAdmin(page, request);
    await page.goto('/category');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByText('No Category')).toBeVisible();
    await expectAccessible(page, 'empty category list');
    await page.getByRole('main').getByRole('link', { name: 'Add Category' }).last().click();
    await expect(page).toHaveURL(/\/category\/add-category$/);
  });

  test('the admin adds, edits and searches categories, 9 a page', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const title = uniqueName('Textiles');
    await page.goto('/category/add-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Category' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await fillCategoryFields(page, title, 'Woven cloth');
    await page.getByLabel(labelled('Image URL')).fill('ftp://example.com/x.png');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Image URL must be an http or https address')).toBeVisible();
    await page.getByLabel(labelled('Image URL')).fill(IMAGE_URL);
    await expectAccessible(page, 'add category form');
    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page.getByText('Category added')).toBeVisible();
    await expect(page.getByLabel(labelled('Title'))).toHaveValue('');

    const token = await adminToken(request);
    for (let index = 0; index < 9; index += 1) await createCategoryApi(request, token, uniqueName('Bulk'));

    await page.goto('/category');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expectAccessible(page, 'category list');

    await page.getByLabel('Search categories').fill(title);
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(title) });
    await expect(row.locator('img')).toHaveAttribute('src', IMAGE_URL);
    await expect(row).toContainText('Woven cloth');

    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit category' });
    await dialog.getByLabel(labelled('Description')).fill('Kente and adinkra cloth');
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Category updated')).toBeVisible();
    await expect(row).toContainText('Kente and adinkra cloth');

    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoSidewaysScroll(page);
  });

  test('the admin adds subcategories level by level until no parent is left', async ({ page, request }) => {
    const token = await adminToken(request);
    const category = await createCategoryApi(request, token, uniqueName('Food'));
    const empty = await createCategoryApi(request, token, uniqueName('Crafts'));
    await signInAsAdmin(page, request);
    await page.goto('/category/add-subcategory');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Subcategory' })).toBeVisible();

    await chooseOption(page, 'Category', category.title);
    await fillCategoryFields(page, 'Spices', 'Ground and whole');
    await expectAccessible(page, 'add subcategory form');
    await page.getByRole('button', { name: 'Add Subcategory' }).click();
    await expect(page.getByText('Subcategory added')).toBeVisible();

    await chooseOption(page, 'Level', 'Level 2');
    await chooseOption(page, 'Parent (level 1)', 'Spices');
    await fillCategoryFields(page, 'Pepper', 'Grains of selim');
    await page.getByRole('button', { name: 'Add Subcategory' }).click();
    await expect(page.getByText('Subcategory added').first()).toBeVisible();
    await expect(page.getByLabel(labelled('Title'))).toHaveValue('');

    await chooseOption(page, 'Level', 'Level 4');
    await expect(page.getByText('Maximum sub-category reached!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Subcategory' })).toBeDisabled();

    await chooseOption(page, 'Level', 'Level 3');
    await expect(page.getByText('Maximum sub-category reached!')).toBeHidden();
    await page.getByLabel(labelled('Parent (level 2)')).first().click();
    await expect(page.getByRole('option', { name: 'Pepper' })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseOption(page, 'Category', empty.title);
    await chooseOption(page, 'Level', 'Level 2');
    await expect(page.getByText('Maximum sub-category reached!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Subcategory' })).toBeDisabled();

    await page.goto(`/category?q=${encodeURIComponent(category.title)}`);
    const row = page.getByRole('row', { name: new RegExp(category.title) });
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  });

  test('the admin deletes an unused category after confirming', async ({ page, request }) => {
    const token = await adminToken(request);
    const category = await createCategoryApi(request, token, uniqueName('Beauty'));
    await signInAsAdmin(page, request);
    await page.goto(`/category?q=${encodeURIComponent(category.title)}`);
    await page.getByRole('button', { name: `Delete ${category.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete category' });
    await expectAccessible(page, 'delete category dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted')).toBeVisible();
    await expect(page.getByText(`No category matches “${category.title}”.`)).toBeVisible();
  });

  test('a vendor cannot open the category screens', async ({ page, request }) => {
    const vendor = await createActiveVendor(request);
    await signIn(page, request, vendor.email, vendor.password);
    for (const path of ['/category', '/category/add-category', '/category/add-subcategory']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
