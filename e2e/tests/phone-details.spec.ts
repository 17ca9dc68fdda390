import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectNoSidewaysScroll, labelled, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { expectColumnsOnScreen, expectNoSplitTokens, PHONE } from '../support/phone.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken } from '../support/step-up.ts';

test('detail pages keep amounts whole and Qty, prices and actions on a 375 px phone; the audit log passes axe', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '1258.00', deliveryPrice: '3.00', stock: '20' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const order = await placeOrder(request, [{ productId: product._id, qty: 2 }], {
    name: 'Phone Packer',
    email: `packer-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id ?? '';
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${saleId}/status/${vendor.id}`, {
      headers: { 'x-auth-token': vendorToken },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const payout = await request.post(`/api/transfer/${vendor.id}`, {
    headers: { 'x-auth-token': await steppedUpAdminToken(request), 'Idempotency-Key': randomUUID() },
    data: { sales: [saleId] },
  });
  expect(payout.ok(), await payout.text()).toBe(true);
  const { number: payoutNumber } = (await payout.json()) as { number: number };
  // A refund after the payout: its line in the sale's refunds ends with who made it and when.
  const refund = await request.post(`/api/sale/${saleId}/refund`, {
    headers: { 'x-auth-token': vendorToken, 'Idempotency-Key': randomUUID() },
    data: { amount: '25.00', reason: 'faulty', note: 'One corner chipped' },
  });
  expect(refund.ok(), await refund.text()).toBe(true);

  const phone = await browser.newContext({ viewport: PHONE });
  const page = await phone.newPage();
  await signInAsAdmin(page, request);

  // The sale: a packer on a phone reads Qty, unit price and line total without a sideways swipe.
  await page.goto(`/sale/${saleId}`);
  const items = page.getByRole('region', { name: 'Items' });
  const itemRow = items.getByRole('row').filter({ hasText: product.name });
  await expectColumnsOnScreen(itemRow, ['Name', 'Qty', 'Unit price', 'Line total']);
  await expect(itemRow).toContainText('$2,516.00');
  await expect(page.getByRole('region', { name: 'Refunds' }).locator('time')).toHaveCount(1);
  await expectNoSplitTokens(page.locator('main'));
  await expectNoSidewaysScroll(page);

  // The order: its products' Qty and price, and its sales by vendor.
  await page.goto(`/order/${order._id}`);
  const products = page.getByRole('region', { name: 'Products' });
  await expectColumnsOnScreen(products.getByRole('row').filter({ hasText: product.name }), ['Name', 'Qty', 'Price']);
  const salesTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Subtotal' }) });
  const saleRow = salesTable.locator('tbody tr').first();
  await expectColumnsOnScreen(saleRow, ['Vendor', 'Status', 'Subtotal']);
  // A phone has no room for a "View sale" column: the vendor's name is the link to their sale.
  await expect(saleRow.getByRole('link', { name: vendor.displayName })).toHaveAttribute('href', `/sale/${saleId}`);
  await expectNoSplitTokens(page.locator('main'));
  await expectNoSidewaysScroll(page);

  // Staff's transactions name the vendor on a phone too; amounts, numbers and badges stay whole.
  await page.goto('/transaction');
  const payoutRow = page.getByRole('row').filter({ hasText: `#${payoutNumber}` });
  await expect(payoutRow.getByText(vendor.displayName, { exact: true }).first()).toBeVisible();
  await expectNoSplitTokens(page.locator('main'));
  for (const path of ['/dashboard', '/product', '/sale', '/order']) {
    await page.goto(path);
    await expect(page.locator('main table').first()).toBeVisible();
    await expectNoSplitTokens(page.locator('main'));
  }

  // The audit log: Action, Object and Change on screen, when and who above the action; its table's
  // scrolling area (a tablet's) takes focus; every axe rule, not only WCAG's.
  await page.goto('/audit');
  const scroller = page.getByRole('region', { name: 'Audit log entries' });
  await expect(scroller).toBeVisible();
  await expectColumnsOnScreen(scroller.locator('tbody tr').first(), ['Action', 'Object', 'Change']);
  await scroller.focus();
  await expect(scroller).toBeFocused();
  const audit = await new AxeBuilder({ page }).analyze();
  const serious = audit.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
  await phone.close();

  // The vendor's product form on a phone: a variant's price, Edit and Remove are on screen.
  const vendorPhone = await browser.newContext({ viewport: PHONE });
  const vendorPage = await vendorPhone.newPage();
  await signIn(vendorPage, request, vendor.email, vendor.password);
  await vendorPage.goto('/product/add-product');
  await vendorPage.getByLabel(labelled('Quantity')).fill('10');
  await vendorPage.getByRole('radio', { name: 'Yes' }).check();
  await vendorPage.getByLabel(labelled('Variant size')).fill('Extra large');
  await vendorPage.getByLabel(labelled('Variant weight (kg)')).fill('0.5');
  await vendorPage.getByLabel(labelled('Variant quantity')).fill('4');
  await vendorPage.getByLabel(labelled('Variant price ($)')).fill('1299.99');
  await vendorPage.getByRole('button', { name: 'Add variant' }).click();
  const variantRow = vendorPage.getByRole('row').filter({ hasText: 'Extra large' });
  await expectColumnsOnScreen(variantRow, ['Size', 'Quantity', 'Price', 'Actions']);
  await expect(variantRow.getByRole('button', { name: 'Remove variant Extra large' })).toBeVisible();
  await expectNoSplitTokens(variantRow);
  await expectNoSidewaysScroll(vendorPage);

  // The vendor's own statement, dashboard and lists: the paid sale's amounts, number and badges stay whole.
  await vendorPage.goto('/sales/transactions');
  await expect(
    vendorPage
      .getByRole('row')
      .filter({ hasText: `#${order.number}` })
      .first(),
  ).toBeVisible();
  await expectNoSplitTokens(vendorPage.locator('main'));
  await expectNoSidewaysScroll(vendorPage);
  for (const path of ['/dashboard', '/product', '/sale']) {
    await vendorPage.goto(path);
    await expect(vendorPage.locator('main table').first()).toBeVisible();
    await expectNoSplitTokens(vendorPage.locator('main'));
  }
  await vendorPhone.close();

  // At 1366 the dashboard chart's left axis carries its dollar ticks.
  const desk = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const deskPage = await desk.newPage();
  await signIn(deskPage, request, vendor.email, vendor.password);
  const chart = deskPage.getByRole('img', { name: /^Chart of sales and earnings/ });
  await expect(chart.getByText('Sales', { exact: true }).last()).toBeVisible();
  const chartBox = await chart.boundingBox();
  // Dollar ticks in the chart's left 80 px: the left axis, not only the right one.
  const leftTicks = await chart
    .locator('svg text')
    .evaluateAll(
      (texts, left) =>
        texts.filter((text) => /^\$/.test(text.textContent ?? '') && text.getBoundingClientRect().right < left + 80)
          .length,
      chartBox?.x ?? 0,
    );
  expect(leftTicks).toBeGreaterThan(1);
  await desk.close();
});
