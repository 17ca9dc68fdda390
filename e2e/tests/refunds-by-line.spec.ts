import { expect, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

test('a line refund of a GST-free item issues an adjustment note with GST $0.00, and the audit log shows it in dollars with the order number', async ({
  browser,
  request,
}) => {
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
  const fonio = await createLiveProduct(request, vendor, { name: 'Fonio 1 kg', price: '10.00', gstFree: true });
  const mill = await createLiveProduct(request, vendor, { name: 'Grain mill', price: '110.00', gstFree: false });
  const order = await placeOrder(
    request,
    [
      { productId: fonio._id, qty: 2 },
      { productId: mill._id, qty: 1 },
    ],
    { name: 'Akua Asante', email: `akua-${Date.now()}@example.com` },
  );
  const saleId = order.sales[0]?._id ?? '';

  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto(`/sale/${saleId}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Refund order #${order.number}` });
  await expect(form.getByRole('radio', { name: 'By line and quantity' })).toBeChecked();
  // One of the two bags of fonio never arrived.
  await form.getByRole('checkbox', { name: 'Fonio 1 kg' }).check();
  await form.getByRole('textbox', { name: 'Units of Fonio 1 kg' }).fill('1');
  await form.getByLabel(labelled('Reason')).click();
  await page.getByRole('option', { name: 'Not received' }).click();
  await expectAccessible(page, 'the refund dialog with a line ticked');
  await form.getByRole('button', { name: 'Refund $10.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm refund' });
  await expect(confirm).toContainText('Items: $10.00 (1 × Fonio 1 kg)');
  await confirm.getByRole('button', { name: 'Refund $10.00' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();

  const row = page.getByRole('region', { name: 'Adjustment notes' }).getByRole('row', { name: /AN-1/ });
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('$0.00');

  // The audit log is an operator's record: the vendor's refund in dollars, the sale by its order number.
  const staff = await (await browser.newContext()).newPage();
  await signInAsAdmin(staff, request);
  await staff.goto(`/audit?action=sale.refund&actor=${vendor.id}`);
  const entry = staff.getByRole('row').filter({ hasText: `Refunded $10.00 of Sale #${order.number}.` });
  await expect(entry).toContainText(`Sale #${order.number}`);
  await expect(entry).toContainText('Amount: $10.00');
  await expect(entry).toContainText('Items: 1 × Fonio 1 kg $10.00');
  await expect(entry).not.toContainText(saleId);
  await expectAccessible(staff, 'the audit log with a vendor refund');
});
