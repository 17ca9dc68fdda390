import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createActiveVendor, newVendorDetails } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { createLiveProduct, STOREFRONT_KEY } from '../support/orders.ts';

const darwin = { c_address: '21 Knuckey Street', suburb: 'Darwin City', state: 'NT', postcode: '0800' };

test('a Darwin vendor registers in the Northern Territory, where a Victorian state is refused for 0800', async ({
  page,
}) => {
  const vendor = newVendorDetails('darwin');
  await page.goto('/register');
  await page.getByLabel('Email').fill(vendor.email);
  await page.getByLabel('Phone').fill(vendor.phone);
  await page.getByLabel('First name').fill(vendor.firstName);
  await page.getByLabel('Last name').fill(vendor.lastName);
  await page.getByLabel(/^Password/).fill(vendor.password);
  await page.getByLabel('Confirm password').fill(vendor.cPassword);
  await page.getByLabel('Business name').fill(vendor.displayName);
  await page.getByLabel('ABN').fill(vendor.ABN);
  await page.getByLabel('Street address').fill(darwin.c_address);
  await page.getByLabel('Suburb').fill(darwin.suburb);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'VIC' }).click();
  await page.getByLabel('Postcode').fill(darwin.postcode);
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).click();
  await page.getByRole('option', { name: 'Socials' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(
    page.getByText('Postcode 0800 is in NT, not VIC. Please check the postcode and state').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await expectAccessible(page, 'register page with a postcode of another state');

  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'NT' }).click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
});

test('a buyer in the Northern Territory orders; a Darwin postcode given as VIC is refused', async ({ request }) => {
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '24.00', deliveryPrice: '12.50', stock: '3' });
  const order = (state: string) =>
    request.post('/api/order', {
      headers: { 'x-api-key': STOREFRONT_KEY, 'Idempotency-Key': randomUUID() },
      data: {
        customer_name: 'Jarrah Williams',
        customer_email: `jarrah-${Date.now()}@example.com`,
        customer_phone: '0412 000 222',
        transaction_id: `pi_${Date.now()}`,
        payment_method: 'Card',
        delivery_address: { unit: '', country: 'Australia', ...darwin, state },
        items: [{ productId: product._id, qty: 1 }],
      },
    });

  const refused = await order('VIC');
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(
    'Postcode 0800 is in NT, not VIC. Please check the postcode and state',
  );

  const placed = await order('NT');
  expect(placed.status(), await placed.text()).toBe(201);
  const body = await placed.json();
  expect(body.delivery_address).toMatchObject({ state: 'NT', postcode: '0800', suburb: 'Darwin City' });
  expect(body.sales).toHaveLength(1);
});
