import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { LIST_TEXT } from '@soko/shared';
import { createActiveVendor } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { adminToken, chooseOption, expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { PHONE } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

test.describe.configure({ mode: 'serial' });

interface OutboxItem {
  to: string;
  text: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

test('a storefront order reaches the vendor, who ships it; the customer is told and the admin sees the order', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '45.50', deliveryPrice: '9.95', stock: '10' });
  const customer = { name: 'Chloe Nguyen', email: `chloe-${Date.now()}@example.com` };
  const order = await placeOrder(request, [{ productId: product._id, qty: 2 }], customer);
  const orderNumber = `#${order.number}`;

  // The vendor is told by email and sees the order on the dashboard and in the sale list.
  expect((await mailsTo(request, vendor.email)).some((mail) => mail.text.includes(product.name))).toBe(true);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  const latest = page.getByRole('region', { name: 'Latest Orders' });
  await expect(latest.getByText(orderNumber)).toBeVisible();
  // What the buyer paid the vendor: two at $45.50 and the Fixed Delivery of $9.95.
  await expect(latest.getByText('$100.95')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Earnings all time' })).toBeVisible();
  // Sales and earnings each on an axis of their own, so neither line lies flat on the other's scale.
  await expect(page.locator('.recharts-yAxis')).toHaveCount(2);
  await expectAccessible(page, 'vendor dashboard');

  await latest.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/sale$/);
  const row = page.getByRole('row').filter({ hasText: customer.name });
  await expect(row).toContainText('Not processed');
  await expect(row).toContainText('$9.95');
  await expect(row).toContainText('$100.95');
  await expectAccessible(page, 'sale list');

  // The vendor ships it: the tracking number is required once Shipped is chosen.
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Sale ${orderNumber}` })).toBeVisible();
  // Subtotal $100.95; fee 1.75% of it is $1.7666 -> $1.77, plus $0.30 = $2.07; net $98.88.
  await expect(page.getByText('−$2.07', { exact: true })).toBeVisible();
  await expect(page.getByText('$98.88')).toBeVisible();
  await expectAccessible(page, 'sale detail');
  await chooseOption(page, 'Status', 'Shipped');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Tracking number is required when the sale is Shipped')).toBeVisible();
  await page.getByLabel(labelled('Tracking number')).fill('AP123456789AU');
  await page.getByRole('button', { name: 'Save status' }).click();
  await expect(page).toHaveURL(new RegExp(`/sale/${order.sales[0]?._id}$`));
  await expect(page.getByText('AP123456789AU').first()).toBeVisible();
  await expectAccessible(page, 'shipped sale');

  // The customer's shipping email with the tracking number is in the outbox.
  await expect
    .poll(async () => (await mailsTo(request, customer.email)).some((mail) => mail.text.includes('AP123456789AU')))
    .toBe(true);

  // The super admin sees the order and its sale by vendor.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, request);
  await admin.goto('/order');
  const orderRow = admin.getByRole('row').filter({ hasText: customer.name });
  await expect(orderRow).toContainText('$100.95');
  await expectAccessible(admin, 'order list');
  await orderRow.getByRole('link', { name: orderNumber }).click();
  await expect(admin.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  // The vendor is named in its column (and under the product name on a phone, hidden here).
  await expect(admin.getByText(vendor.displayName).filter({ visible: true }).first()).toBeVisible();
  await expect(admin.getByText('Shipped').first()).toBeVisible();
  await expectAccessible(admin, 'order detail');

  // The sale list and a sale fit a phone screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/sale');
  await expect(page.getByRole('row').filter({ hasText: customer.name })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the vendor prints the packing slips of ticked sales, and one sale’s slip from its page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '20.00', deliveryPrice: '5.00', stock: '10' });
  const first = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Mia Tran',
    email: `mia-${Date.now()}@example.com`,
  });
  await placeOrder(request, [{ productId: product._id, qty: 3 }], {
    name: 'Leo Park',
    email: `leo-${Date.now()}@example.com`,
  });
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/sale');
  await page.getByRole('checkbox', { name: 'Select every sale on this page' }).check();
  const printed = page.waitForResponse((response) => response.url().endsWith('/api/sale/packing-slips.pdf'));
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print packing slips (2)' }).click();
  const response = await printed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The file as saved: the response's own body is gone once the download takes it.
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('packing-slips-2.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectAccessible(page, 'sale list with sales selected');

  await page.getByRole('link', { name: `#${first.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sale/${first.sales[0]?._id}`));
  // A second file saved by script in the same tab may be held back by Chromium's guard against
  // repeated downloads; a vendor opening the sale on its own loads the page afresh.
  await page.reload();
  const slipResponse = page.waitForResponse((response) =>
    /\/api\/sale\/[^/]+\/packing-slip\.pdf$/.test(response.url()),
  );
  const slip = page.waitForEvent('download', (file) => file.suggestedFilename() !== 'packing-slips-2.pdf');
  await page.getByRole('button', { name: 'Packing slip' }).click();
  expect((await slipResponse).status()).toBe(200);
  const file = await slip;
  expect(file.suggestedFilename()).toBe(`packing-slip-${first.number}.pdf`);
  expect((await stat(await file.path())).size).toBeGreaterThan(1_000);
});

test('the sale list read along its cursor, on a phone: First page goes back, and a stale cursor says so', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '12.00', deliveryPrice: '3.00', stock: '10' });
  for (const name of ['Older Cursor', 'Newer Cursor']) {
    await placeOrder(request, [{ productId: product._id, qty: 1 }], {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`,
    });
  }
  // Where the list goes on after its newest sale, as a numbered page past the last would hand it over.
  const first = await request.get('/api/sale/list?limit=1&sort=newest', {
    headers: { 'x-auth-token': await adminToken(request) },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const { nextCursor } = (await first.json()) as { nextCursor: string | null };
  expect(nextCursor).toBeTruthy();

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signInAsAdmin(page, request);
  await page.goto(`/sale?after=${encodeURIComponent(nextCursor ?? '')}`);
  await expect(page.getByRole('row').filter({ hasText: 'Older Cursor' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Newer Cursor' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'First page' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'sale list along its cursor');

  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('row').filter({ hasText: 'Newer Cursor' })).toBeVisible();

  await page.goto('/sale?after=not-a-cursor');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(LIST_TEXT.badCursor);
  await expectAccessible(page, 'sale list with a stale cursor');
  await alert.getByRole('button', { name: 'First page' }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('row').filter({ hasText: 'Newer Cursor' })).toBeVisible();
});
