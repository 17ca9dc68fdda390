import { expect, test } from '@playwright/test';
import { marketplaceToday, nextPayDay } from '@soko/shared';
import { ADMIN, createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { stepUp } from '../support/step-up.ts';

const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

test('the super admin pays a vendor weekly on Fridays, and the vendor’s dashboard tells the next payout at 375 px', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // One delivered sale of $10.00 + $2.00 shipping: fee 51c, net $11.49.
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '10.00', deliveryPrice: '2.00' });
  const { token } = await loginApi(request, vendor.email, vendor.password);
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Ngozi Okafor',
    email: `ngozi-${Date.now()}@example.com`,
  });
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${order.sales[0]?._id}/status/${vendor.id}`, {
      headers: { 'x-auth-token': token },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // Transactions > Payout schedule: this vendor weekly on Friday, stepped up.
  await signInAsAdmin(page, request, { ownSession: true });
  await page.goto('/payout-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Payout schedule' })).toBeVisible();
  const section = page.getByRole('region', { name: "A vendor's schedule" });
  await section.getByRole('combobox', { name: 'Vendor' }).fill(vendor.displayName);
  await page.getByRole('option', { name: vendor.displayName }).click();
  await expect(section.getByText(`Applies to ${vendor.displayName}`)).toBeVisible();
  await section.getByLabel('How often').click();
  await page.getByRole('option', { name: 'Weekly', exact: true }).click();
  await section.getByLabel('Weekday').click();
  await page.getByRole('option', { name: 'Friday', exact: true }).click();
  await expectAccessible(page, 'the payout schedule page');
  await section.getByRole('button', { name: "Save the vendor's schedule" }).click();
  await stepUp(page, { password: ADMIN.password });
  await expect(page.getByText("The vendor's payout schedule saved")).toBeVisible();

  const friday = dayText(nextPayDay({ interval: 'weekly', weekday: 5, dayOfMonth: null }, marketplaceToday()));
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await signIn(phone, request, vendor.email, vendor.password);
  await phone.goto('/dashboard');
  await expect(phone.getByRole('region', { name: 'Next payout' })).toContainText(
    `Next payout: about $11.49 on ${friday}`,
  );
  await expectNoSidewaysScroll(phone);
  await expectAccessible(phone, 'the dashboard with the next payout');
  await phone.goto('/sales/transactions');
  await expect(phone.getByRole('region', { name: 'Next payout' })).toContainText(`about $11.49 on ${friday}`);
});
