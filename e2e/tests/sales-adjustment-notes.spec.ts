import { expect, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

test('the sale page lists the adjustment notes its refunds issued, each with its PDF', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const vendor = await createActiveVendor(request);
  const { token } = await loginApi(request, vendor.email, vendor.password);
  // Registered for GST, so the buyer's invoice is a tax invoice and a refund adjusts its GST.
  const registered = await request.put(`/api/user/${vendor.id}`, {
    headers: { 'x-auth-token': token },
    data: {
      firstName: vendor.firstName,
      lastName: vendor.lastName,
      email: vendor.email,
      gstRegistered: true,
      gstRegisteredFrom: '2020-07-01',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const product = await createLiveProduct(request, vendor, { price: '110.00', deliveryPrice: '11.00', stock: '5' });
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Akua Asante',
    email: `akua-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id ?? '';
  const refunded = await request.post(`/api/sale/${saleId}/refund`, {
    headers: { 'x-auth-token': token, 'idempotency-key': crypto.randomUUID() },
    data: { amount: '55.00', shipping: '0', reason: 'faulty' },
  });
  expect(refunded.status(), await refunded.text()).toBe(201);

  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto(`/sale/${saleId}`);
  const notes = page.getByRole('region', { name: 'Adjustment notes' });
  // $55.00 back of the $110.00 item: GST $10.00 on the invoice, $5.00 on what is kept.
  const row = notes.getByRole('row', { name: /AN-1/ });
  await expect(row).toContainText('To the buyer');
  await expect(row).toContainText(`Invoice ${order.number} of`);
  await expect(row).toContainText('$55.00');
  await expect(row).toContainText('$5.00');
  await expectAccessible(page, 'the sale page with its adjustment notes');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download AN-1' }).click();
  expect((await download).suggestedFilename()).toBe('adjustment-note-AN-1.pdf');
});
