import { expect, test } from '@playwright/test';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

test('a vendor sets an Australia Post rate in Store settings, and a 2.4 kg parcel is charged $13.45 on the order', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(page, request, vendor.email, vendor.password);

  // Store settings > Shipping rates, from the store page.
  await page.goto('/store/me');
  await page.getByRole('navigation', { name: 'Store settings' }).getByRole('link', { name: 'Shipping rates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping rates' })).toBeVisible();
  const auPost = page.getByRole('group', { name: 'Australia Post' });
  await expect(
    auPost.getByText('No rate: products with paid Australia Post shipping cannot be saved or ordered.'),
  ).toBeVisible();
  // With the keyboard: Space ticks the box, the inputs follow in tab order.
  await auPost.getByRole('checkbox', { name: 'Charge my own rate for Australia Post' }).focus();
  await page.keyboard.press('Space');
  await auPost.getByRole('textbox', { name: /^Price per parcel/ }).fill('9.95');
  await auPost.getByRole('textbox', { name: /^Price per kg above the first kg/ }).fill('2.50');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'shipping rates at 375 px');
  await page.getByRole('button', { name: 'Save shipping rates' }).click();
  await expect(page.getByText('Shipping rates saved')).toBeVisible();

  // A Paid / Australia Post product of 2.4 kg, ordered by the storefront.
  const product = await createLiveProduct(request, vendor, {
    price: '45.50',
    provider: 'Australia Post',
    weight: '2.4',
  });
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Chloe Nguyen',
    email: `chloe-${Date.now()}@example.com`,
  });

  // $9.95 + 1.4 kg x $2.50 = $13.45; subtotal $58.95; fee 1.75% = $1.03 + $0.30 = $1.33; net $57.62.
  await page.goto(`/sale/${order.sales[0]?._id}`);
  await expect(page.getByRole('heading', { name: `Sale #${order.number}` })).toBeVisible();
  await expect(page.getByText('$13.45')).toBeVisible();
  await expect(page.getByText('$58.95')).toBeVisible();
  await expect(page.getByText('−$1.33', { exact: true })).toBeVisible();
  await expect(page.getByText('$57.62')).toBeVisible();
  await expectAccessible(page, 'sale with carrier shipping');
});
