import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { expectColumnsOnScreen, expectWordsWhole, PHONE } from '../support/phone.ts';
import { steppedUpAdminToken } from '../support/step-up.ts';

async function rowOf(page: Page, path: string, text: string): Promise<Locator> {
  await page.goto(path);
  const row = page.getByRole('row').filter({ hasText: text }).first();
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  return row;
}

test('every list shows its status, amount and actions on a 375 px phone, without sideways scrolling', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '24.00', deliveryPrice: '3.00', stock: '20' });
  // The widest row a product list has on a phone: a sale price beside its original, low stock under the name.
  const onSale = await createLiveProduct(request, vendor, {
    name: `Woven market basket with leather handles ${Date.now()}`,
    price: '1240.00',
    salesPercentage: '20',
    stock: '1',
  });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const orders = [];
  for (const name of ['Phone Buyer', 'Second Buyer']) {
    const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`,
    });
    for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
      const moved = await request.put(`/api/sale/${order.sales[0]?._id}/status/${vendor.id}`, {
        headers: { 'x-auth-token': vendorToken },
        data,
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    orders.push(order);
  }
  const [paid, unpaid] = orders;
  const payout = await request.post(`/api/transfer/${vendor.id}`, {
    headers: { 'x-auth-token': await steppedUpAdminToken(request), 'Idempotency-Key': randomUUID() },
    data: { sales: [paid?.sales[0]?._id] },
  });
  expect(payout.ok(), await payout.text()).toBe(true);
  const { _id: payoutId, number: payoutNumber } = (await payout.json()) as { _id: string; number: number };

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInAsAdmin(page, request);

  // A product reads as a card on a phone: stock, status and approval under the name, then price and actions.
  const productRow = await rowOf(page, '/product', product.name);
  await expectColumnsOnScreen(productRow, ['Name', 'Price', 'Actions']);
  await expect(productRow.getByText('Active', { exact: true }).filter({ visible: true })).toHaveCount(1);
  const onSaleRow = await rowOf(page, '/product', onSale.name);
  await expect(onSaleRow).toContainText('Low stock');
  await expect(onSaleRow).toContainText('$992.00');
  await expectWordsWhole(onSaleRow.getByText(onSale.name, { exact: true }));
  await expectColumnsOnScreen(onSaleRow, ['Name', 'Price', 'Actions']);
  await expect(onSaleRow.getByText('Approved', { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expectColumnsOnScreen(await rowOf(page, '/sale', `#${paid?.number}`), ['Order', 'Status', 'Amount']);
  await expectColumnsOnScreen(await rowOf(page, '/order', `#${paid?.number}`), ['Order', 'Amount', 'Status']);
  await expectColumnsOnScreen(await rowOf(page, '/transaction', `#${payoutNumber}`), ['Transaction', 'Net', 'Status']);
  await expectColumnsOnScreen(await rowOf(page, `/transaction/${payoutId}`, `#${paid?.number}`), [
    'Order',
    'Status',
    'Net',
  ]);
  await expectColumnsOnScreen(await rowOf(page, '/sales/transactions', `#${unpaid?.number}`), [
    'Order',
    'Status',
    'Net',
    'Payout',
  ]);
  await expectColumnsOnScreen(await rowOf(page, '/vendors', vendor.email), ['Vendor', 'Status', 'Actions']);
  await expectColumnsOnScreen(await rowOf(page, '/users', vendor.email), ['Name', 'Onboarding', 'Active']);
  // Other tests add categories too: the first of the page stands for them all.
  await page.goto('/category');
  await expectColumnsOnScreen(page.locator('tbody tr').first(), ['Title', 'Actions']);
  await expectNoSidewaysScroll(page);

  await page.goto('/dashboard');
  const latestOrders = page.getByRole('table').filter({ hasText: 'Payment method' });
  await expectColumnsOnScreen(latestOrders.locator('tbody tr').first(), ['Order', 'Total', 'Status']);
  const products = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Price' }) });
  await expectColumnsOnScreen(products.locator('tbody tr').first(), ['Name', 'Status', 'Price']);
  await expectNoSidewaysScroll(page);

  // Staff pick the vendor's delivered sales to pay on a phone too.
  await page.goto('/transaction/new');
  await page.getByRole('combobox', { name: 'Vendor' }).fill(vendor.displayName);
  await page.getByRole('option', { name: new RegExp(`^${vendor.displayName}( .* owed)?$`) }).click();
  const remit = page.getByRole('row').filter({ hasText: `#${unpaid?.number}` });
  await expect(remit).toBeVisible();
  await expectColumnsOnScreen(remit, ['Order', 'Net']);
  await expectNoSidewaysScroll(page);
});
