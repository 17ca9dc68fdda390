import { expect, type Page, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { uniqueName } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { expectColumnsOnScreen, PHONE } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

/** Types a value into the grid's input, as a vendor would. */
async function typeInto(page: Page, label: string, value: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await expect(input).toHaveValue(value);
}

test('a variant low on stock puts its product under Low stock, and is restocked in the list’s grid, at 1280 and 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const name = uniqueName('Wax print shirt');
  const shirt = await createLiveProduct(request, vendor, {
    name,
    variants: [
      { size: 'S', stock: 5, price: '30.00' },
      { size: 'L', stock: 20, price: '32.00' },
    ],
  });
  const variantId = (size: string) => shirt.variants.find((variant) => variant.size === size)?._id ?? '';
  const buyer = { name: 'Variant Buyer', email: `variant-${Date.now()}@example.com` };
  // 22 of 25 left in all, but S is down to 2: at or below the default threshold of 3.
  await placeOrder(request, [{ productId: shirt._id, variantId: variantId('S'), qty: 3 }], buyer);
  await signIn(page, request, vendor.email, vendor.password);

  await page.goto('/product?stock=low');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('S: 2 left').filter({ visible: true })).toBeVisible();
  await expect(row.getByText('Low stock').filter({ visible: true })).toBeVisible();
  await expectAccessible(page, 'the Low stock list with a variant low');

  await page.getByRole('button', { name: 'Edit price and stock' }).click();
  await typeInto(page, `Stock of ${name}, S`, '12');
  await typeInto(page, `Price of ${name}, L`, '35');
  await expectAccessible(page, 'the grid with variant inputs');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('1 product changed')).toBeVisible();
  await expect(page.getByText('No product is low on stock.')).toBeVisible();

  // On a phone: L runs low; the row says so under the name, and the grid keeps name, price and stock.
  await placeOrder(request, [{ productId: shirt._id, variantId: variantId('L'), qty: 18 }], buyer);
  await page.setViewportSize(PHONE);
  await page.goto('/product?stock=low');
  const phoneRow = page.getByRole('row').filter({ hasText: name });
  await expect(phoneRow.getByText('L: 2 left').filter({ visible: true })).toBeVisible();
  await expectColumnsOnScreen(phoneRow, ['Name', 'Price', 'Actions']);
  await expect(phoneRow.getByText('Active', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expectAccessible(page, 'the Low stock list on a phone');

  await page.getByRole('button', { name: 'Edit price and stock' }).click();
  await expectColumnsOnScreen(phoneRow, ['Name', 'Price', 'Stock']);
  await expect(page.getByRole('textbox', { name: `Price of ${name}, L`, exact: true })).toHaveValue('35');
  await typeInto(page, `Stock of ${name}, L`, '10');
  await expectAccessible(page, 'the grid on a phone');
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('No product is low on stock.')).toBeVisible();
});
