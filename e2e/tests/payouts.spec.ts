import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { stepUp } from '../support/step-up.ts';

test('the admin pays a vendor’s delivered sales; the vendor sees the payout and downloads the statement', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Three delivered sales of $10.00 + $2.00 shipping: fee 1.75% of $12.00 = 21c + 30c = 51c (GST 51c / 11 = 5c),
  // net $11.49 each.
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '10.00', deliveryPrice: '2.00', stock: '20' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const orderNumbers: number[] = [];
  for (const name of ['Chloe Nguyen', 'Kwame Boateng', 'Olivia Smith']) {
    const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`,
    });
    orderNumbers.push(order.number);
    for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
      const moved = await request.put(`/api/sale/${order.sales[0]?._id}/status/${vendor.id}`, {
        headers: { 'x-auth-token': vendorToken },
        data,
      });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
  }

  // The super admin picks the vendor, selects every delivered sale and confirms the payout.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, request, { ownSession: true });
  await admin.goto('/transaction/new');
  await expect(admin.getByRole('heading', { level: 1, name: 'New transaction' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Vendor' }).fill(vendor.displayName);
  await admin.getByRole('option', { name: new RegExp(`^${vendor.displayName}( .* owed)?$`) }).click();
  const remitTotals = admin.getByRole('region', { name: 'All sales to remit' });
  await expect(remitTotals).toContainText('$34.47');
  for (const number of orderNumbers) await expect(admin.getByRole('link', { name: `#${number}` })).toBeVisible();
  await expectAccessible(admin, 'the sales to remit');

  await admin.getByRole('button', { name: 'Select all 3 sales' }).click();
  const selected = admin.getByRole('region', { name: 'Selected sales' });
  await expect(selected).toContainText('$36.00');
  await expect(selected).toContainText('$1.53');
  await expect(selected).toContainText('$34.47');
  await admin.getByRole('button', { name: 'Create transaction' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Confirm transaction' });
  await expect(dialog).toContainText(vendor.displayName);
  await expect(dialog.getByRole('region', { name: 'Transaction to create' })).toContainText('$34.47');
  await expectAccessible(admin, 'the payout confirmation');
  await dialog.getByRole('button', { name: 'Create transaction' }).click();
  // Paying out asks the admin to confirm it is them; marking it paid below, within 5 minutes, does not ask again.
  await stepUp(admin, { password: ADMIN.password });

  await expect(admin).toHaveURL(/\/transaction\/[0-9a-f-]{36}$/);
  const heading = admin.getByRole('heading', { level: 1, name: /^Transaction #\d+$/ });
  await expect(heading).toBeVisible();
  const payoutNumber = (await heading.textContent())?.replace('Transaction #', '') ?? '';
  const payoutUrl = new URL(admin.url()).pathname;
  await expect(admin.getByRole('main').getByText('Pending', { exact: true })).toBeVisible();
  await expectAccessible(admin, 'the payout detail');

  // Before the bank transfer is recorded, the vendor's statement does not call the money paid out.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/sales/transactions');
  const statementTotals = page.getByRole('region', { name: 'Statement totals' });
  const card = (label: string) => statementTotals.getByText(label, { exact: true }).locator('xpath=..');
  await expect(card('In payout, transfer pending')).toContainText('$34.47');
  await expect(card('Paid out')).toContainText('$0.00');
  await expect(page.getByRole('link', { name: `In payout #${payoutNumber}, transfer pending` })).toHaveCount(3);
  await expect(page.getByRole('link', { name: `Paid, #${payoutNumber}` })).toHaveCount(0);
  await expectAccessible(page, 'the statement with a pending payout');

  // The admin records the bank transfer; the list shows it paid.
  await admin.getByLabel(labelled('Bank reference')).fill('CBA-20250309');
  await admin.getByRole('button', { name: 'Mark paid' }).click();
  const confirmPaid = admin.getByRole('dialog', { name: `Mark transaction #${payoutNumber} paid?` });
  await expect(confirmPaid).toContainText('with bank reference CBA-20250309?');
  await expect(confirmPaid.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText(`Transaction #${payoutNumber} marked paid`)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await admin.goto('/transaction');
  const adminRow = admin.getByRole('row').filter({ hasText: `#${payoutNumber}` });
  await expect(adminRow).toContainText(vendor.displayName);
  await expect(adminRow).toContainText('Paid');
  await expectAccessible(admin, 'the transactions report');

  // The vendor sees the payout and its sales.
  await page.goto('/transactions');
  const row = page.getByRole('row').filter({ hasText: `#${payoutNumber}` });
  await expect(row).toContainText('$34.47');
  await expect(row).toContainText('Paid');
  await expectAccessible(page, 'the vendor’s transactions');
  await row.getByRole('link', { name: `#${payoutNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`${payoutUrl}$`));
  await expect(page.getByText('CBA-20250309')).toBeVisible();
  for (const number of orderNumbers) await expect(page.getByRole('link', { name: `#${number}` })).toBeVisible();
  await expectAccessible(page, 'the vendor’s payout detail');

  // The statement shows each sale paid by that payout; its CSV holds the same.
  await page.goto('/sales/transactions');
  await expect(page.getByRole('link', { name: `Paid, #${payoutNumber}` })).toHaveCount(3);
  await expect(card('Paid out')).toContainText('$34.47');
  await expect(card('In payout, transfer pending')).toContainText('$0.00');
  await expectAccessible(page, 'the vendor’s statement');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Date,Order,Customer,Vendor,Status,Price,Shipping,Subtotal,Fee,GST in fee,Net,Refunded,Payout state,Transaction,Paid on,Adjustment notes,Fee by line',
  );
  expect(lines).toHaveLength(4);
  for (const number of orderNumbers) {
    expect(
      lines.some(
        (line) =>
          line.includes(`,${number},`) &&
          line.includes(`,Delivered,10.00,2.00,12.00,0.51,0.05,11.49,0.00,Paid out,${payoutNumber},`),
      ),
    ).toBe(true);
  }

  // At 375 px the screens scroll only inside their tables.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await page.goto('/transactions');
  await expect(page.getByRole('row').filter({ hasText: `#${payoutNumber}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
