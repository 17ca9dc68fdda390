import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken, stepUp } from '../support/step-up.ts';

/** The figure of a card of a totals list ("Paid out" → "$48.82"), in cents. */
async function cardCents(totals: Locator, label: string): Promise<number> {
  const value = await totals.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();
  const match = /^(−|-)?\$([\d,]+)\.(\d{2})$/.exec(value?.trim() ?? '');
  expect(match, `the ${label} card reads an amount: ${value}`).not.toBeNull();
  const [, sign, dollars = '0', cents = '0'] = match ?? [];
  const amount = Number(dollars.replaceAll(',', '')) * 100 + Number(cents);
  return sign ? -amount : amount;
}

/** The four payout states of a statement's cards add up to its net (the earnings), to the cent. */
async function expectStatementCards(page: Page, expected: Record<string, number>) {
  const totals = page.getByRole('region', { name: 'Statement totals' });
  await expect(totals).toBeVisible();
  for (const [label, cents] of Object.entries(expected)) {
    await expect.poll(() => cardCents(totals, label), `the ${label} card`).toBe(cents);
  }
  const states = ['Paid out', 'In payout, transfer pending', 'Awaiting payout', 'Not yet delivered'];
  let sum = 0;
  for (const state of states) sum += await cardCents(totals, state);
  expect(sum, 'the four states add up to the net').toBe(await cardCents(totals, 'Net'));
}

/** One CSV line's fields (quoted fields may hold commas). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
    const [, field = '', separator] = match;
    fields.push(field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field);
    if (separator === '') break;
  }
  return fields;
}

function centsOf(amount: string): number {
  const negative = amount.startsWith('-');
  const [dollars = '0', cents = '0'] = amount.replace('-', '').split('.');
  const value = Number(dollars) * 100 + Number(cents);
  return negative ? -value : value;
}

/** Today in the marketplace's time zone, YYYY-MM-DD. */
const marketplaceToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

test('a partial refund after payout comes off the next payout, and the statement and its CSV reconcile to the cent', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Two delivered sales of one $40.00 basket + $10.00 shipping: fee 1.75% of $50.00 = 88c + 30c = $1.18
  // (GST $0.11), net $48.82 each.
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '40.00', deliveryPrice: '10.00', stock: '10' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const staffToken = await steppedUpAdminToken(request);
  const customers = ['Efua Owusu', 'Yaw Darko'];
  const orders = [];
  for (const name of customers) {
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
  const [first, second] = orders as [(typeof orders)[number], (typeof orders)[number]];
  const firstSaleId = first.sales[0]?._id ?? '';
  const sale = await (
    await request.get(`/api/sale/${firstSaleId}`, { headers: { 'x-auth-token': vendorToken } })
  ).json();
  expect([sale.subtotal, sale.fee, sale.feeGst, sale.net]).toEqual([50, 1.18, 0.11, 48.82]);

  // Staff pay the first sale out and record the bank transfer.
  const created = await request.post(`/api/transfer/${vendor.id}`, {
    headers: { 'x-auth-token': staffToken, 'idempotency-key': `e2e-refund-${first.number}` },
    data: { sales: [firstSaleId] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const paidPayout = await created.json();
  const paid = await request.put(`/api/transfer/${paidPayout._id}/paid`, {
    headers: { 'x-auth-token': staffToken },
    data: { bankReference: `CBA-${first.number}`, paidAt: marketplaceToday() },
  });
  expect(paid.ok(), await paid.text()).toBe(true);

  // The vendor refunds $25.00 of the basket (no parcel back) from the sale page.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto(`/sale/${firstSaleId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Sale #${first.number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Refund order #${first.number}` });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: /^Refund/ }).click();
  await expect(form.getByText('Enter an amount to refund for the items, the shipping or both')).toBeVisible();
  await form.getByRole('radio', { name: 'As an amount (goodwill)' }).check();
  await form.getByLabel('Items amount').fill('25');
  await form.getByLabel(labelled('Reason')).click();
  await page.getByRole('option', { name: 'Faulty' }).click();
  await form.getByLabel('Note (optional)').fill('Handle came loose; buyer keeps the basket');
  await expectAccessible(page, 'the sale page with the refund dialog open');
  await form.getByRole('button', { name: 'Refund $25.00' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm refund' });
  await expect(confirm).toContainText('Refund $25.00 to Efua Owusu? This cannot be undone.');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the refund confirmation');
  await confirm.getByRole('button', { name: 'Refund $25.00' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Kept $25.00: fee 44c + 30c = 74c, net $24.26; the payout paid $48.82, so $24.56 comes off the next one.
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByRole('row', { name: /^Refunded to the buyer/ })).toContainText('−$25.00');
  await expect(money.getByRole('row', { name: /^Net after refunds/ })).toContainText('$24.26');
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('$25.00 refunded · Faulty');
  await expect(refunds).toContainText("Items $25.00, shipping $0.00; vendor's net −$24.56");
  await expect(refunds).toContainText('Handle came loose; buyer keeps the basket');
  await expect(refunds).toContainText('To be deducted from the next payout');

  // The vendor's statement: the refund waits for the next payout, and the cards add up.
  await page.goto('/sales/transactions');
  await expectStatementCards(page, {
    Net: 7308,
    'Paid out': 4882,
    'In payout, transfer pending': 0,
    'Awaiting payout': 2426,
    'To be deducted from the next payout': -2456,
    Refunded: -2500,
  });

  // Staff see the deduction on the remit screen, counted in what they select.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin, request, { ownSession: true });
  await admin.goto(`/transaction/new?vendor=${vendor.id}`);
  await expect(admin.getByText('Refunds after earlier payouts to deduct: −$24.56 (1)')).toBeVisible();
  await expect(admin.getByRole('link', { name: `Order #${first.number}` })).toBeVisible();
  await admin.getByRole('button', { name: 'Select all 1 sale' }).click();
  const selected = admin.getByRole('region', { name: 'Selected sales' });
  await expect(selected).toContainText('$24.26');
  await admin.getByRole('button', { name: 'Create transaction' }).click();
  const confirmPayout = admin.getByRole('dialog', { name: 'Confirm transaction' });
  await expect(confirmPayout).toContainText('It deducts 1 refund after earlier payouts: −$24.56 net.');
  await expect(confirmPayout.getByRole('region', { name: 'Transaction to create' })).toContainText('$24.26');
  await confirmPayout.getByRole('button', { name: 'Create transaction' }).click();
  await stepUp(admin, { password: ADMIN.password });
  await expect(admin).toHaveURL(/\/transaction\/[0-9a-f-]{36}$/);
  const heading = admin.getByRole('heading', { level: 1, name: /^Transaction #\d+$/ });
  const nextNumber = ((await heading.textContent()) ?? '').replace('Transaction #', '');

  // The new payout: the second sale, and the refund's negative line of exactly the refunded net.
  const line = admin.getByRole('row', { name: new RegExp(`Refund after payout, order #${first.number}`) });
  await expect(line).toContainText('−$25.00');
  await expect(line).toContainText('−$0.44');
  await expect(line).toContainText('−$24.56');
  await expect(admin.getByText('Sales $48.82 less refunds $24.56 = net $24.26')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Transaction totals' })).toContainText('$24.26');
  await expectAccessible(admin, 'the payout with a refund after payout');

  // The statement once that payout is created but not paid: in payout, transfer pending, never "paid".
  await page.goto('/sales/transactions');
  await expectStatementCards(page, {
    Net: 7308,
    'Paid out': 4882,
    'In payout, transfer pending': 2426,
    'Awaiting payout': 0,
    'Not yet delivered': 0,
  });
  const statementRows = page.getByRole('table').first();
  await expect(statementRows.getByRole('link', { name: `In payout #${nextNumber}, transfer pending` })).toHaveCount(1);
  await expect(statementRows.getByRole('link', { name: `Paid, #${paidPayout.number}` })).toHaveCount(1);
  await expect(statementRows.getByRole('link', { name: `Paid, #${nextNumber}` })).toHaveCount(0);
  await expect(page.getByText('To be deducted from the next payout', { exact: true })).toHaveCount(0);
  const afterPayout = page.getByRole('table').filter({ hasText: 'after payout' });
  await expect(afterPayout.getByRole('link', { name: `#${first.number}` })).toBeVisible();
  await expect(afterPayout).toContainText('−$24.56');
  await expect(
    afterPayout.getByRole('link', { name: `Deducted in payout #${nextNumber}, transfer pending` }),
  ).toBeVisible();
  await expectAccessible(page, 'the statement with a refund after payout');

  // The CSV: the sales, the refund's line, and a Net column that adds up to the same earnings.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download statement (CSV)' }).click();
  const csv = (await readFile(await (await downloading).path(), 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = csv.trim().split('\r\n').map(csvFields);
  const column = (name: string) => header?.indexOf(name) ?? -1;
  for (const name of ['Order', 'Status', 'Net', 'Refunded', 'Payout state', 'Transaction']) {
    expect(column(name), `the CSV has a ${name} column`).toBeGreaterThanOrEqual(0);
  }
  // A refund after payout's line also names its fee adjustment note ("Refund after payout, adjustment note FA-1").
  const byOrder = (number: number, status: string) =>
    rows.find((row) => row[column('Order')] === String(number) && row[column('Status')]?.startsWith(status));
  const refundedSale = byOrder(first.number, 'Delivered');
  expect(refundedSale?.[column('Net')]).toBe('48.82');
  // The sale's line is what its payout paid; the refund after it is the adjustment's line.
  expect(refundedSale?.[column('Refunded')]).toBe('0.00');
  expect(refundedSale?.[column('Payout state')]).toBe('Paid out');
  const pendingSale = byOrder(second.number, 'Delivered');
  expect(pendingSale?.[column('Net')]).toBe('48.82');
  expect(pendingSale?.[column('Payout state')]).toBe('In payout, transfer pending');
  expect(pendingSale?.[column('Transaction')]).toBe(nextNumber);
  const adjustment = byOrder(first.number, 'Refund after payout');
  expect(adjustment?.[column('Net')]).toBe('-24.56');
  expect(adjustment?.[column('Refunded')]).toBe('25.00');
  // Every column adds up: subtotal - refunded = fee + net, over the whole file.
  const sumOf = (name: string) => rows.reduce((sum, row) => sum + centsOf(row[column(name)] || '0'), 0);
  expect(sumOf('Subtotal') - sumOf('Refunded')).toBe(sumOf('Fee') + sumOf('Net'));
  expect(adjustment?.[column('Transaction')]).toBe(nextNumber);
  expect(rows).toHaveLength(3);
  expect(rows.reduce((sum, row) => sum + centsOf(row[column('Net')] ?? '0'), 0)).toBe(7308);

  // The sale page now names the payout that deducted the refund.
  await page.goto(`/sale/${firstSaleId}`);
  await expect(
    page.getByRole('region', { name: 'Refunds' }).getByRole('link', { name: `Deducted from payout #${nextNumber}` }),
  ).toBeVisible();

  // At 375 px the refund dialog and the statement fit the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/sale/${second.sales[0]?._id}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('dialog', { name: `Refund order #${second.number}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto('/sales/transactions');
  await expect(page.getByRole('region', { name: 'Statement totals' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
