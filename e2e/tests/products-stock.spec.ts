import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { chooseOption, uniqueName } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

/**
 * The vendor's unread count as the server has it, once the bell shows it too: read from the bell
 * alone, it could be the page's first "none unread" before the count had loaded.
 */
async function unreadOnBell(page: Page, request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/notifications', { headers: { 'x-auth-token': token } });
  expect(response.ok(), await response.text()).toBe(true);
  const { unread } = (await response.json()) as { unread: number };
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;
  await expect(page.getByRole('button', { name: label })).toBeVisible();
  return unread;
}

test('a vendor hears of a new sale live, finds what runs low, and pauses products in bulk from the list', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const basket = await createLiveProduct(request, vendor, { name: uniqueName('Bolga basket'), stock: '5' });
  const bowl = await createLiveProduct(request, vendor, { name: uniqueName('Calabash bowl'), stock: '20' });
  await signIn(page, request, vendor.email, vendor.password);
  const { token } = await loginApi(request, vendor.email, vendor.password);
  const before = await unreadOnBell(page, request, token);

  // A storefront order takes the basket to 2 (at or below the default threshold of 3): the bell
  // counts the new sale and the low stock without a reload.
  const order = await placeOrder(request, [{ productId: basket._id, qty: 3 }], {
    name: 'Live Buyer',
    email: `live-${Date.now()}@example.com`,
  });
  await expect(page.getByRole('button', { name: `Notifications, ${before + 2} unread` })).toBeVisible();
  await page.getByRole('button', { name: `Notifications, ${before + 2} unread` }).click();
  const panel = page
    .getByRole('dialog')
    .or(page.getByLabel('Notifications', { exact: true }))
    .first();
  await expect(panel.getByText(`New sale: order #${order.number}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The Low stock filter lists the basket and not the bowl.
  await page.goto('/product');
  await chooseOption(page, 'Stock', 'Low stock');
  await expect(page.getByRole('row').filter({ hasText: basket.name })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bowl.name })).toHaveCount(0);
  await page.goto('/product');

  // Both ticked, paused in one step after a preview.
  await page.getByRole('checkbox', { name: `Select ${basket.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${bowl.name}` }).check();
  await page.getByRole('button', { name: 'Bulk edit (2 selected)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit products in bulk' });
  await chooseOption(page, 'Status', 'Paused');
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: basket.name })).toBeVisible();
  await expectAccessible(page, 'bulk edit preview');
  await dialog.getByRole('button', { name: 'Apply to 2 products' }).click();
  await expect(dialog).toBeHidden();

  const paused = await request.get('/api/product/list?status=paused&limit=10', { headers: { 'x-auth-token': token } });
  const names = ((await paused.json()).items as { name: string }[]).map((item) => item.name).sort();
  expect(names).toEqual([basket.name, bowl.name].sort());
});
