import { retiredShippingProviderMessage } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, imagePart, productFields, sendProduct, smallPng } from '../../test/catalogue.ts';
import { adminToken, mailsTo, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await onboardVendor(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const notices = async (to: string) =>
  (await mailsTo(ctx, to)).filter((mail) => mail.template === 'stockNotice').map((mail) => mail.subject);

const list = async (token: string, query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/list?${query}`,
    headers: { 'x-auth-token': token },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().items as { name: string; stockState: string }[]).map((item) => item.name).sort();
};

const stockCounts = async (token: string, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/stock-counts${query}`,
    headers: { 'x-auth-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const setStock = (id: string, stock: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/product/bulk',
    headers: { 'x-auth-token': vendor.token },
    payload: { items: [{ id, stock }] },
  });

describe('stock that warns', () => {
  it('tells the vendor once when an order takes stock to the threshold, again only after it went back above, and when it runs out', async () => {
    const own = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, own, { name: 'Shea butter', stock: 5 });
    expect(product).toMatchObject({ stockState: 'ok', lowStockThreshold: null });

    expect((await placeOrder(ctx, [{ productId: product._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toEqual([]);
    expect((await placeOrder(ctx, [{ productId: product._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toEqual(['Shea butter is running low on stock']);
    // Still low: no second notice.
    expect((await placeOrder(ctx, [{ productId: product._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toHaveLength(1);

    // Back above the threshold, then down to it again: told again.
    const restocked = await ctx.app.inject({
      method: 'POST',
      url: '/api/product/bulk',
      headers: { 'x-auth-token': own.token },
      payload: { items: [{ id: product._id, stock: 10 }] },
    });
    expect(restocked.json().results[0]).toMatchObject({ outcome: 'changed', stockState: 'ok' });
    expect((await placeOrder(ctx, [{ productId: product._id, qty: 7 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toHaveLength(2);
    expect((await placeOrder(ctx, [{ productId: product._id, qty: 3 }])).statusCode).toBe(201);
    const subjects = await notices(own.email);
    expect(subjects).toHaveLength(3);
    expect(subjects).toContain('Shea butter is out of stock');
  });

  it("takes the product's own threshold over the store's, and the store's over 3", async () => {
    const own = await onboardVendor(ctx);
    const mine = await createLiveProduct(ctx, own, { name: 'Own threshold', stock: 9 });
    await createLiveProduct(ctx, own, { name: 'Store threshold', stock: 6 });
    await ctx.database.db.update(products).set({ lowStockThreshold: 8 }).where(eq(products.id, mine._id));
    expect(await list(own.token, 'stock=low')).toEqual([]);

    expect((await placeOrder(ctx, [{ productId: mine._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toEqual(['Own threshold is running low on stock']);
    expect(await list(own.token, 'stock=low')).toEqual(['Own threshold']);

    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/me',
      headers: { 'x-auth-token': own.token },
      payload: { bio: 'Handmade goods', lowStockThreshold: 6 },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().store.lowStockThreshold).toBe(6);
    expect(await list(own.token, 'stock=low')).toEqual(['Own threshold', 'Store threshold']);
    expect(await stockCounts(own.token)).toEqual({ low: 2, out: 0, retiredCarrier: 0 });
  });

  it('tells of a variant running low by its size', async () => {
    const own = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, own, {
      name: 'Wax print',
      variants: [
        { size: 'Small', stock: 4, price: 20 },
        { size: 'Large', stock: 20, price: 25 },
      ],
    });
    const small = product.variants.find((variant) => variant.size === 'Small');
    if (!small) throw new Error('variant expected');
    expect((await placeOrder(ctx, [{ productId: product._id, variantId: small._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toEqual(['Wax print (Small) is running low on stock']);
    expect((await placeOrder(ctx, [{ productId: product._id, variantId: small._id, qty: 1 }])).statusCode).toBe(201);
    expect(await notices(own.email)).toHaveLength(1);
  });

  it('filters the list by Low and Out of stock and counts them for the dashboard', async () => {
    const own = await onboardVendor(ctx);
    const plenty = await createLiveProduct(ctx, own, { name: 'Plenty', stock: 50 });
    const low = await createLiveProduct(ctx, own, { name: 'Few left', stock: 2 });
    const none = await createLiveProduct(ctx, own, { name: 'Sold out', stock: 1 });
    expect((await placeOrder(ctx, [{ productId: none._id, qty: 1 }])).statusCode).toBe(201);
    expect(await list(own.token, 'stock=low')).toEqual(['Few left']);
    expect(await list(own.token, 'stock=out')).toEqual(['Sold out']);
    expect(await stockCounts(own.token)).toEqual({ low: 1, out: 1, retiredCarrier: 0 });
    // Staff read one vendor's figures.
    expect(await stockCounts(await adminToken(ctx), `?vendorId=${own.id}`)).toEqual({
      low: 1,
      out: 1,
      retiredCarrier: 0,
    });
    expect((await setStock(low._id, 1)).statusCode).toBe(200);
    expect(plenty.stockState).toBe('ok');
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/list?stock=some',
      headers: { 'x-auth-token': own.token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('Stock must be low or out');
  });

  it('keeps a threshold set in the product form, and refuses Sendle for a new product', async () => {
    const category = await createCategory(ctx, await adminToken(ctx), 'Threshold goods');
    const png = await smallPng();
    const image = () => [imagePart(png, 'p.png', 'image/png')];
    const added = await sendProduct(
      ctx,
      vendor.token,
      productFields(category._id, { lowStockThreshold: '12' }),
      image(),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ lowStockThreshold: 12, stockState: 'low', retiredShippingProvider: false });

    const sendle = productFields(category._id, {
      shipping_provider: 'Sendle',
      lengths: '30',
      width: '20',
      height: '10',
      weight: '0.5',
    });
    const refused = await sendProduct(ctx, vendor.token, sendle, image());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { msg: retiredShippingProviderMessage('Sendle'), param: 'shipping_provider' },
    ]);
  });
});
