import { readFileSync } from 'node:fs';
import { type Browser, expect, test } from '@playwright/test';
import { createActiveVendor, linkFromMail } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { chooseOption, labelled, uniqueName } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder } from '../support/orders.ts';
import { signIn } from '../support/session.ts';
import { stepUp } from '../support/step-up.ts';

const PACKER_PASSWORD = 'packing-bench-2026';

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test("a vendor's owner invites a packer, who sets a password from the mail, sees only orders and ships a sale", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { stock: '10' });
  const customer = { name: 'Mia Tran', email: `mia-${Date.now()}@example.com` };
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], customer);
  const orderNumber = `#${order.number}`;
  const packerName = `Pat ${uniqueName('Packer').replace(/\s/g, '-')}`;
  const packerEmail = `${uniqueName('packer').replace(/\s/g, '-')}@example.com`;

  // The owner invites the packer with the Orders role from Settings > Team.
  const owner = await newPage(browser);
  await signIn(owner, request, vendor.email, vendor.password);
  await owner.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Team' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await owner.getByLabel(labelled('Name')).fill(packerName);
  await owner.getByLabel(labelled('Email')).fill(packerEmail);
  await chooseOption(owner, 'Role', 'Orders: Sales, returns, packing and messages');
  await expectAccessible(owner, 'team page with the invitation filled in');
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  // Giving someone access to the store asks the owner to prove it is them.
  await stepUp(owner, { password: vendor.password });
  await expect(owner.getByText(`${packerName} is invited`)).toBeVisible();
  const row = owner.getByRole('row').filter({ hasText: packerEmail });
  await expect(row).toContainText('Orders');
  await expect(row).toContainText('Invited');

  // The packer sets a password from the invitation mail and signs in with it.
  const packer = await newPage(browser);
  await packer.goto(await linkFromMail(request, packerEmail, 'reset'));
  await packer.getByLabel(/^New password/).fill(PACKER_PASSWORD);
  await packer.getByLabel(/^Confirm new password/).fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Reset password' }).click();
  await packer.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await packer.getByLabel(labelled('Email')).fill(packerEmail);
  await packer.getByLabel(labelled('Password')).fill(PACKER_PASSWORD);
  await packer.getByRole('button', { name: 'Login' }).click();

  // They land on the sales, the first page their role opens, and the menu holds only what orders covers.
  await expect(packer).toHaveURL(/\/sale$/);
  const menu = packer.getByRole('navigation', { name: 'Main menu' });
  const groups = menu.getByRole('button', { expanded: false });
  while ((await groups.count()) > 0) await groups.first().click();
  expect(await menu.getByRole('link').allInnerTexts()).toEqual([
    'Sales',
    'Returns',
    'Cases',
    'Standards',
    'Inbox',
    'Sent',
    'Trash',
    'Profile',
    'Security',
  ]);
  await packer.goto('/transactions');
  await expect(packer.getByText(/permission|access/i).first()).toBeVisible();
  await packer.goto('/sale');
  const saleRow = packer.getByRole('row').filter({ hasText: customer.name });
  await expect(saleRow).toContainText('Not processed');
  await expectAccessible(packer, 'sale list of a packer');

  // The packer prints the slips of every sale on the page (with the pick list) before packing.
  await packer.getByRole('checkbox', { name: 'Select every sale on this page' }).check();
  const printed = packer.waitForResponse((response) => response.url().endsWith('/api/sale/packing-slips.pdf'));
  const downloading = packer.waitForEvent('download');
  await packer.getByRole('button', { name: /^Print packing slips \(\d+\)$/ }).click();
  expect((await printed).status()).toBe(200);
  const slips = await downloading;
  expect(slips.suggestedFilename()).toMatch(/^packing-slips-\d+\.pdf$/);
  expect(
    readFileSync(await slips.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The packer ships the sale; the sale's history names them.
  await saleRow.getByRole('link', { name: orderNumber }).click();
  await expect(packer.getByRole('heading', { name: `Sale ${orderNumber}` })).toBeVisible();
  await chooseOption(packer, 'Status', 'Shipped');
  await packer.getByLabel(labelled('Tracking number')).fill('AP555000111AU');
  await packer.getByRole('button', { name: 'Save status' }).click();
  await expect(packer.getByText('AP555000111AU').first()).toBeVisible();
  await expect(packer.getByText(`By ${packerName}`)).toBeVisible();

  // The owner sees who shipped it.
  await owner.goto(`/sale/${order.sales[0]?._id}`);
  await expect(owner.getByText(`By ${packerName}`)).toBeVisible();
});
