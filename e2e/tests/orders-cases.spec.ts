import { type APIRequestContext, expect, test } from '@playwright/test';
import { createActiveVendor, linkFromMail, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder, STOREFRONT_KEY } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken } from '../support/step-up.ts';

const STAFF_PASSWORD = 'SupportDesk!2026';

/** A support staff account, invited by the super admin, its password set from the mail. */
async function createSupportStaff(request: APIRequestContext): Promise<string> {
  const email = `support-${Date.now()}@soko.test`;
  const admin = await steppedUpAdminToken(request);
  const created = await request.post('/api/user', {
    headers: { 'x-auth-token': admin },
    data: { firstName: 'Sipho', lastName: 'Dlamini', email, role: 3, staffRole: 'support' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const reset = await linkFromMail(request, email, 'reset');
  const set = await request.post(`/api${reset}`, { data: { pwd: STAFF_PASSWORD, cPwd: STAFF_PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
  return email;
}

// Issue 44, section 2. The E2E server runs with CASE_RESPONSE_BUSINESS_DAYS=0 (playwright.config.ts):
// a new case is past its deadline at once, so "run now" escalates it without waiting.
test('a buyer’s case escalates when the vendor does not answer, and support decides a refund that shows on the sale', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '40.00', deliveryPrice: '10.00', stock: '10' });
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Akua Boateng',
    email: `cases-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id ?? '';
  const opened = await request.post(`/api/order/${order._id}/cases`, {
    headers: { 'x-api-key': STOREFRONT_KEY },
    data: { saleId, reason: 'damaged_or_faulty', message: 'The bowl arrived cracked' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const kase = (await opened.json()) as { id: string; number: number; status: string };
  expect(kase.status).toBe('open');

  // The super admin runs the escalation job now.
  await signInAsAdmin(page, request);
  await page.goto('/jobs');
  const job = page.getByRole('region', { name: 'cases.escalate' });
  await job.getByRole('button', { name: 'Run now: cases.escalate' }).click();
  await expect(job).toContainText('Succeeded');

  // Support sees it waiting and decides a refund, the postage included (damaged: a major failure).
  const support = await createSupportStaff(request);
  await signIn(page, request, support, STAFF_PASSWORD);
  const waiting = page.getByRole('region', { name: 'Waiting for you' });
  await waiting.getByRole('link', { name: /cases? escalated, waiting for a decision/ }).click();
  await expect(page).toHaveURL(/\/cases\?status=escalated$/);
  const row = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: `#${order.number}` });
  await expect(row).toContainText('Escalated');
  await expect(row).toContainText('Damaged or faulty');
  await expectAccessible(page, 'the staff case queue');
  await row.getByRole('link', { name: `#${kase.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Case #${kase.number}` })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('The bowl arrived cracked');
  await expect(timeline).toContainText('Soko escalated the case');
  await expectAccessible(page, 'an escalated case');

  await page.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog', { name: `Decide case #${kase.number}` });
  await dialog.getByRole('radio', { name: 'Refund' }).check();
  await expect(dialog.getByRole('checkbox', { name: /Refund the postage too \(\$10\.00\)/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('The photos show the crack');
  await expectAccessible(page, 'the decide dialog');
  await dialog.getByRole('button', { name: 'Decide case' }).click();
  await expect(page.getByText(`Case #${kase.number} decided`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('$50.00 (items $40.00, postage $10.00)');

  // At 375 px the case still reads without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'a decided case at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The vendor sees the refund on the sale, and the decided case in their queue.
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto(`/sale/${saleId}`);
  await expect(page.getByRole('region', { name: 'Refunds' })).toContainText('$50.00 refunded');
  const ofSale = page.getByRole('region', { name: 'Cases' });
  await expect(ofSale.getByRole('link', { name: `#${kase.number}`, exact: true })).toBeVisible();
  await expect(ofSale).toContainText('Decided');
  await page.goto('/cases');
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `#${kase.number}` }),
  ).toContainText('Decided');
  // Soko's refund is a defect in the vendor's service standards (issue 44).
  await page.goto('/standards');
  await expect(page.getByRole('region', { name: 'Defects' })).toContainText(/\b1 of \d+ sales/);
  const vendorLogin = await loginApi(request, vendor.email, vendor.password);
  const sale = await request.get(`/api/sale/${saleId}`, { headers: { 'x-auth-token': vendorLogin.token } });
  expect((await sale.json()).refunded).toBe(50);
});
