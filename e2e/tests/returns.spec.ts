import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder, STOREFRONT_KEY } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

interface OpenedReturn {
  _id: string;
  number: number;
}

/** The storefront opens a return of `qty` units of the order's one line, as the shop's account page would. */
async function openReturnApi(request: APIRequestContext, orderId: string, saleItemId: string, qty: number) {
  const response = await request.post(`/api/order/${orderId}/returns`, {
    headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': randomUUID() },
    data: { items: [{ saleItemId, qty }], reason: 'faulty', note: 'The handle came off' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { returns } = (await response.json()) as { returns: OpenedReturn[] };
  expect(returns).toHaveLength(1);
  return returns[0] as OpenedReturn;
}

/** Waits until a mail to `to` in the development outbox says `text`. */
async function expectMailSaying(request: APIRequestContext, to: string, text: string) {
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as { items: { text: string }[] };
      return items.some((item) => item.text.includes(text));
    }, `a mail to ${to} saying "${text}"`)
    .toBe(true);
}

async function expectNotice(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('a delivered sale returned by the buyer: approved, received and refunded by the vendor; another rejected with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '40.00', deliveryPrice: '10.00', stock: '10' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const buyer = `returns-${Date.now()}@example.com`;
  const order = (await placeOrder(request, [{ productId: product._id, qty: 3 }], {
    name: 'Akua Boateng',
    email: buyer,
  })) as Awaited<ReturnType<typeof placeOrder>> & { products: { _id: string }[] };
  const saleId = order.sales[0]?._id ?? '';
  const itemId = order.products[0]?._id ?? '';
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${saleId}/status/${vendor.id}`, {
      headers: { 'x-auth-token': vendorToken },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const refunded = await openReturnApi(request, order._id, itemId, 1);
  const rejected = await openReturnApi(request, order._id, itemId, 1);

  // The vendor's dashboard counts both, and links to them.
  await signIn(page, request, vendor.email, vendor.password);
  await page.getByRole('link', { name: 'Returns waiting: 2' }).click();
  await expect(page).toHaveURL(/\/returns\?status=requested$/);
  const table = page.getByRole('table');
  for (const ret of [refunded, rejected]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `#${ret.number}`, exact: true }) });
    await expect(row).toContainText(`#${order.number}`);
    await expect(row).toContainText('Akua Boateng');
    await expect(row).toContainText('1 × ');
    await expect(row).toContainText('$40.00');
    await expect(row).toContainText('Faulty');
    await expect(row).toContainText('Requested');
  }

  // At 375 px the list is cards, and both pages pass axe.
  await page.setViewportSize({ width: 375, height: 740 });
  const cards = page.getByRole('list', { name: 'Returns' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the returns list at 375 px');
  await cards.getByRole('link', { name: `#${refunded.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return #${refunded.number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Request' })).toContainText('The handle came off');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'a return at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Approve, receive, then refund after the confirmation (focus on Cancel).
  const status = page.getByRole('region', { name: 'Status' });
  await status.getByRole('button', { name: 'Approve' }).click();
  await expectNotice(page, `Return #${refunded.number} approved`);
  await status.getByRole('button', { name: 'Mark received' }).click();
  await expectNotice(page, `Return #${refunded.number} received`);
  await status.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Refund return #${refunded.number}?` });
  await expect(confirm).toContainText('Refund $40.00 to Akua Boateng?');
  await expect(confirm).toContainText('go back in stock');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the refund confirmation of a return');
  await confirm.getByRole('button', { name: 'Refund $40.00' }).click();
  await expectNotice(page, `Return #${refunded.number} refunded`);
  await expect(status).toContainText('$40.00 refunded on');
  await expect(status).toContainText('This return is refunded, so it can no longer change.');

  // The sale shows the refund of the returned item, back in stock.
  await page.getByRole('link', { name: `Sale of order #${order.number}` }).click();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('$40.00 refunded · Faulty');
  await expect(refunds).toContainText(`Note: Return #${refunded.number}`);
  await expect(refunds).toContainText('Back in stock: 1 × ');
  await expect(
    page
      .getByRole('region', { name: 'Returns', exact: true })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `#${refunded.number}`, exact: true }) }),
  ).toContainText('Refunded');

  // The other is rejected, only with a reason, which the buyer is emailed.
  await page.goto('/returns');
  await page
    .getByRole('table')
    .getByRole('link', { name: `#${rejected.number}`, exact: true })
    .click();
  await page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject return #${rejected.number}` });
  await dialog.getByRole('button', { name: 'Reject return' }).click();
  await expect(dialog.getByText('Please give the buyer a reason for the rejection')).toBeVisible();
  await dialog.getByLabel(labelled('Reason for the buyer')).fill('The basket shows signs of use');
  await dialog.getByRole('button', { name: 'Reject return' }).click();
  await expectNotice(page, `Return #${rejected.number} rejected`);
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('The basket shows signs of use');
  await expectMailSaying(request, buyer, 'Reason: The basket shows signs of use');

  // Nothing waits now: the dashboard says so.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Returns waiting: 0' })).toBeVisible();
});

test('staff open a return for the buyer from the order page', async ({ page, request }) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '25.00', stock: '5' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const order = await placeOrder(request, [{ productId: product._id, qty: 2 }], {
    name: 'Kwame Asante',
    email: `staff-return-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id ?? '';
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${saleId}/status/${vendor.id}`, {
      headers: { 'x-auth-token': vendorToken },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await signInAsAdmin(page, request);
  await page.goto(`/order/${order._id}`);
  await page.getByRole('button', { name: 'Open a return' }).click();
  const dialog = page.getByRole('dialog', { name: `Open a return for order #${order.number}` });
  await dialog.getByLabel(new RegExp(`^${product.name}`)).fill('2');
  await dialog.getByLabel(labelled('Reason')).click();
  await page.getByRole('option', { name: 'Not as described', exact: true }).click();
  await dialog.getByLabel('Note (optional)').fill('Buyer phoned: the colour is wrong');
  await expectAccessible(page, 'the open-return dialog');
  await dialog.getByRole('button', { name: 'Open return' }).click();
  await expect(page.getByText('Return opened', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/returns?status=requested');
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: `#${order.number}` });
  await expect(row).toContainText('Kwame Asante');
  await expect(row).toContainText('2 × ');
  await expect(row).toContainText('$50.00');
  await expect(row).toContainText('Not as described');
  await row.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Request' })).toContainText('(staff, for the buyer)');
  await expect(
    page.getByRole('region', { name: 'Request' }).getByRole('link', { name: `Order #${order.number}`, exact: true }),
  ).toBeVisible();
});
