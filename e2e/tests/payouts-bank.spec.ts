import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken, stepUp } from '../support/step-up.ts';

test('a vendor adds bank details; staff reveal them, pay the payout through an ABA file and both get the tax invoice', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '100.00', deliveryPrice: '10.00', stock: '5' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);

  // The vendor enters where their payouts go, on the profile's Payouts tab.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/settings/profile?tab=payouts');
  await expect(page.getByText('No bank details yet', { exact: false })).toBeVisible();
  await page.getByLabel(labelled('Account name')).fill('Kente House Pty Ltd');
  await page.getByLabel(labelled('BSB')).fill('06200');
  await page.getByLabel(labelled('Account number')).fill('12345678');
  await page.getByLabel(labelled('Current password')).fill(vendor.password);
  await page.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText('BSB must be 6 digits, written 000-000')).toBeVisible();
  await page.getByLabel(labelled('BSB')).fill('062-000');
  await page.getByRole('button', { name: 'Save bank details' }).click();
  // Where payouts go moves money: the vendor, who has no second factor, confirms with the password.
  await stepUp(page, { password: vendor.password });
  await expect(page.getByText('Bank details saved')).toBeVisible();
  await expect(page.getByText('*****5678')).toBeVisible();
  await expect(page.getByText('Commonwealth Bank', { exact: false })).toBeVisible();
  await expect(page.getByText('12345678', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the Payouts tab of the profile');
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // A delivered sale of $100.00 + $10.00 shipping: fee $2.23, of which GST $0.20, net $107.77; in a payout.
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Abena Mensah',
    email: `abena-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id;
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${saleId}/status/${vendor.id}`, {
      headers: { 'x-auth-token': vendorToken },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const staffToken = await steppedUpAdminToken(request);
  const created = await request.post(`/api/transfer/${vendor.id}`, {
    headers: { 'x-auth-token': staffToken, 'idempotency-key': `e2e-aba-${order.number}` },
    data: { sales: [saleId] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const payout = await created.json();

  // Staff see the details masked on the vendor's Transaction tab, and reveal the number.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, request, { ownSession: true });
  const me = await (await request.get('/api/authVendor', { headers: { 'x-auth-token': staffToken } })).json();
  const selected = await request.get(`/api/user/${me.user._id}/${vendor.id}`, {
    headers: { 'x-auth-token': staffToken },
  });
  expect(selected.ok(), await selected.text()).toBe(true);
  await admin.goto('/vendors/active-vendor');
  await admin.getByRole('tab', { name: 'Transaction' }).click();
  await expect(admin.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  await expect(admin.getByText('*****5678')).toBeVisible();
  await expectAccessible(admin, 'the vendor’s bank details for staff');
  await admin.getByRole('button', { name: 'Reveal account number' }).click();
  await stepUp(admin, { password: ADMIN.password });
  await expect(admin.getByText('12345678', { exact: true })).toBeVisible();

  // Staff select the pending payout and download the ABA file; the payout is then sent to bank.
  await admin.goto('/transaction');
  const row = admin.getByRole('row').filter({ hasText: `#${payout.number}` });
  await row.getByRole('checkbox', { name: `Select transaction #${payout.number}` }).check();
  await admin.getByRole('button', { name: 'Download ABA file' }).click();
  const confirmAba = admin.getByRole('dialog', { name: 'Send these transactions to the bank?' });
  await expect(confirmAba).toContainText('Download an ABA file paying 1 transaction, $107.77 in total?');
  const downloading = admin.waitForEvent('download');
  await confirmAba.getByRole('button', { name: 'Download and mark sent' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^soko-payouts-\d{4}-\d{2}-\d{2}-\d+\.aba$/);
  const file = await readFile(await download.path(), 'latin1');
  const lines = file.split('\r\n');
  expect(lines.pop()).toBe('');
  expect(lines).toHaveLength(3);
  for (const line of lines) expect(line).toHaveLength(120);
  const detail = lines[1] ?? '';
  expect(detail.slice(0, 8)).toBe('1062-000');
  expect(detail.slice(8, 17)).toBe(' 12345678');
  expect(detail.slice(20, 30)).toBe('0000010777');
  expect(detail.slice(30, 62).trimEnd()).toBe('Kente House Pty Ltd');
  expect(detail.slice(62, 80).trimEnd()).toBe(`SOKO PAYOUT ${payout.number}`);
  expect((lines[2] ?? '').slice(20, 30)).toBe('0000010777');
  await expect(row).toContainText('Sent to bank');
  await expect(row).toContainText('Pending');
  await expectAccessible(admin, 'the transactions with one sent to bank');

  // The vendor downloads the marketplace's tax invoice for the fees of that payout.
  await page.goto(`/transaction/${payout._id}`);
  await expect(page.getByText('$0.20', { exact: false }).first()).toBeVisible();
  const invoiceDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download tax invoice (PDF)' }).click();
  const invoice = await invoiceDownload;
  expect(invoice.suggestedFilename()).toBe(`tax-invoice-F-${payout.number}.pdf`);
  expect((await readFile(await invoice.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectAccessible(page, 'the vendor’s payout with its tax invoice');
});
