import { expect, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import {
  chooseOption,
  createCategoryApi,
  expectNoSidewaysScroll,
  signInAsAdmin,
  uniqueName,
} from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken, stepUp } from '../support/step-up.ts';

test('the super admin adds a category rule, the vendor’s product form shows its fee, and an order pays it', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = (await loginApi(request, ADMIN.email, ADMIN.password)).token as string;
  const title = uniqueName('Pantry');
  const category = await createCategoryApi(request, admin, title);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, {
    price: '40.00',
    deliveryPrice: '10.00',
    categoryId: category._id,
  });

  // Finance > Commission rules: 1 % on the category, with the example a line would pay.
  await signInAsAdmin(page, request, { ownSession: true });
  await page.goto('/commission-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Commission rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a commission rule' });
  await dialog.getByRole('textbox', { name: /^Note/ }).fill(`${title} rate`);
  await chooseOption(page, 'Category', title);
  await dialog.getByRole('textbox', { name: /^Percent/ }).fill('1');
  await expect(dialog.getByText('A line of $50.00 pays $0.50 (the marketplace fee would be $1.18).')).toBeVisible();
  await expectAccessible(page, 'the commission rule form');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await stepUp(page, { password: ADMIN.password });
  await expect(page.getByText('Commission rule added')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Every vendor, ${title}`) });
  await expect(row).toContainText('1 %');
  await expect(row).toContainText('In force');

  // The vendor's product form, at 375 px, tells the fee of the price being typed.
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(phone, request, vendor.email, vendor.password);
  await phone.goto(`/product/edit/${product._id}`);
  await expect(phone.getByText(`Soko's fee on this product: $0.40 (${title} rate)`)).toBeVisible();
  await phone.getByRole('textbox', { name: /^Price/ }).fill('60');
  await expect(phone.getByText(`Soko's fee on this product: $0.60 (${title} rate)`)).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone, 'the product form with its fee');

  // An order pays the rule: 1 % of $40 and the $10 shipping = $0.50, shown by the line.
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Thandiwe Moyo',
    email: `thandiwe-${Date.now()}@example.com`,
  });
  await phone.goto(`/sale/${order.sales[0]?._id}`);
  await expect(phone.getByText(`Soko's fee $0.50 (${title} rate)`)).toBeVisible();
  await expect(phone.getByText('Transaction fee (by line, above)')).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone, 'a sale priced by a commission rule');

  const staff = await steppedUpAdminToken(request);
  const rules = await request.get('/api/commission-rules', { headers: { 'x-auth-token': staff } });
  const made = ((await rules.json()) as { rules: { _id: string; note: string }[] }).rules.find(
    (rule) => rule.note === `${title} rate`,
  );
  const removed = await request.delete(`/api/commission-rules/${made?._id}`, { headers: { 'x-auth-token': staff } });
  expect(removed.ok()).toBe(true);
});
