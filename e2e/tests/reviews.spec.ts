import { expect, test } from '@playwright/test';
import { createActiveVendor, loginApi } from '../support/api.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSidewaysScroll, signInAsAdmin } from '../support/catalogue.ts';
import { createLiveProduct, placeOrder, STOREFRONT_KEY } from '../support/orders.ts';
import { PHONE } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

test('a buyer reviews a delivered product; the vendor replies at phone width and sees it on the product; staff hide it with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const vendor = await createActiveVendor(request);
  const product = await createLiveProduct(request, vendor, { price: '40.00', stock: '10' });
  const { token: vendorToken } = await loginApi(request, vendor.email, vendor.password);
  const order = await placeOrder(request, [{ productId: product._id, qty: 1 }], {
    name: 'Akua Boateng',
    email: `reviews-${Date.now()}@example.com`,
  });
  const saleId = order.sales[0]?._id ?? '';
  for (const data of [{ status: 'Shipped', tracking_number: `AP${order.number}AU` }, { status: 'Delivered' }]) {
    const moved = await request.put(`/api/sale/${saleId}/status/${vendor.id}`, {
      headers: { 'x-auth-token': vendorToken },
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  // The storefront writes the review once the item is delivered.
  const created = await request.post(`/api/order/${order._id}/reviews`, {
    headers: { 'x-api-key': STOREFRONT_KEY },
    data: { saleId, productId: product._id, rating: 4, title: 'Sturdy basket', body: 'Carries the market shopping.' },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.setViewportSize(PHONE);
  await signIn(page, request, vendor.email, vendor.password);
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const review = page.getByRole('listitem', { name: '4 of 5: Sturdy basket' });
  await expect(review).toContainText('Carries the market shopping.');
  await expect(review).toContainText('Akua B.');
  await expect(review).toContainText('Verified purchase');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the vendor reviews list at 375 px');

  await review.getByRole('button', { name: 'Reply to the review by Akua B.' }).click();
  await review.getByRole('textbox', { name: /Your reply/ }).fill('Thank you, Akua! Enjoy the market.');
  await expectAccessible(page, 'the reply form');
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByText('Thank you, Akua! Enjoy the market.')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Edit reply to the review by Akua B.' })).toBeVisible();

  // The product's page shows the review with the reply, and the rating it counts in.
  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Rated 4 of 5 from 1 review')).toBeVisible();
  await expect(reviews.getByText('Thank you, Akua! Enjoy the market.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'the product page with its reviews');

  // Catalogue staff hide it with a reason: it leaves the product and its rating.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page, request);
  await page.goto('/reviews');
  const moderated = page.getByRole('listitem', { name: '4 of 5: Sturdy basket' });
  await moderated.getByRole('button', { name: `Hide the review by Akua B. of ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Names a market stall holder');
  await expectAccessible(page, 'the hide dialog');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(moderated.getByText('Hidden by Soko: Names a market stall holder')).toBeVisible();
  await expectAccessible(page, 'the staff moderation list');
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByText('Not rated yet')).toBeVisible();
});
