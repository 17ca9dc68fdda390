import { expect, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { steppedUpAdminToken, stepUpApi } from '../support/step-up.ts';

test('the staff standards list puts a vendor over a limit first, and the vendor sees why', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Ten orders, each with one item of each vendor: both are rated (10 sales). The first vendor
  // cancels all ten (cancellations 100 %, the limit is 2.5 %); the second's wait, not yet late.
  const cancelling = await createActiveVendor(request);
  const waiting = await createActiveVendor(request);
  const [cancelled, kept] = await Promise.all([
    createLiveProduct(request, cancelling, { stock: '20', name: `Cancelled basket ${Date.now()}` }),
    createLiveProduct(request, waiting, { stock: '20', name: `Waiting basket ${Date.now()}` }),
  ]);
  const { token } = await loginApi(request, cancelling.email, cancelling.password);
  await stepUpApi(request, token, { password: cancelling.password });
  for (let i = 0; i < 10; i += 1) {
    const order = await placeOrder(
      request,
      [
        { productId: cancelled._id, qty: 1 },
        { productId: kept._id, qty: 1 },
      ],
      { name: 'Abena Asante', email: `abena-${Date.now()}-${i}@example.com` },
    );
    for (const sale of order.sales as { _id: string; vendorId: { _id: string } }[]) {
      const cancel = await request.put(`/api/sale/${sale._id}/status/${cancelling.id}`, {
        headers: { 'x-auth-token': token },
        data: { status: 'Cancel' },
      });
      // The other vendor's sale is not the cancelling vendor's to touch.
      expect(cancel.status(), await cancel.text()).toBe(sale.vendorId._id === cancelling.id ? 200 : 404);
    }
  }
  const admin = await steppedUpAdminToken(request);
  const refresh = await request.post('/api/jobs/standards.refresh/run', { headers: { 'x-auth-token': admin } });
  expect(refresh.ok(), await refresh.text()).toBe(true);

  const staffContext = await browser.newContext();
  const page = await staffContext.newPage();
  await signInAsAdmin(page, request);
  await page.getByRole('link', { name: 'Standards' }).click();
  await expect(page.getByRole('heading', { name: 'Service standards', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Vendors, worst standing first' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(cancelling.displayName);
  await expect(firstRow).toContainText('Over the limit');
  await expect(firstRow).toContainText('100 % (over)');
  const waitingRow = table.getByRole('row').filter({ hasText: waiting.displayName });
  await expect(waitingRow).toContainText('Meets the standard');
  await expectAccessible(page, 'the staff standards list');
  await staffContext.close();

  const vendorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage, request, cancelling.email, cancelling.password);
  // The dashboard's card says where the vendor stands and leads to the page.
  const card = vendorPage.getByRole('region', { name: 'Service standards' });
  await expect(card).toContainText('Over the limit');
  await expect(card).toContainText('Cancellations 100 % (over the limit)');
  await expectAccessible(vendorPage, 'the vendor’s dashboard at 375 px');
  await card.getByRole('link', { name: 'See your standards' }).click();
  const cancellations = vendorPage.getByRole('region', { name: 'Cancellations' });
  await expect(cancellations).toContainText('100 %');
  await expect(cancellations).toContainText('Over the limit');
  await expect(vendorPage.getByText(/Nothing happens to your store automatically/)).toBeVisible();
  await expectNoSidewaysScroll(vendorPage);
  await expectAccessible(vendorPage, 'the vendor’s standards page at 375 px');
  await vendorContext.close();
});
