import { randomUUID } from 'node:crypto';
import { type OrderDto, PRODUCT_BULK_TEXT, type ProductBulkRequest, type ProductDto } from '@soko/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { imagePart, productFields, sendProduct, smallPng } from '../../test/catalogue.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';
import { expectKeptStockStates } from '../../test/stock.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const tee = (vendor: OnboardedVendor, name: string, small = 10, large = 20) =>
  createLiveProduct(ctx, vendor, {
    name,
    variants: [
      { size: 'S', stock: small, price: 30 },
      { size: 'L', stock: large, price: 32 },
    ],
  });

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** The list under a stock filter: each product's name with its variants' sizes and states. */
const listed = async (vendor: OnboardedVendor, stock: 'low' | 'out') => {
  const response = await get(vendor.token, `/api/product/list?stock=${stock}`);
  expect(response.statusCode).toBe(200);
  return (response.json().items as ProductDto[])
    .map((item) => [item.name, item.stockState, item.variants.map((v) => `${v.size} ${v.stockState}`).join(', ')])
    .sort();
};

const counts = async (token: string, query = '') => (await get(token, `/api/product/stock-counts${query}`)).json();

const bulk = (token: string, payload: ProductBulkRequest) =>
  ctx.app.inject({ method: 'POST', url: '/api/product/bulk', headers: { 'x-auth-token': token }, payload });

const variantOf = (product: ProductDto, size: string) => {
  const variant = product.variants.find((candidate) => candidate.size === size);
  if (!variant) throw new Error(`no variant ${size}`);
  return variant;
};

const order = async (product: ProductDto, size: string, qty: number) => {
  const placed = await placeOrder(ctx, [{ productId: product._id, variantId: variantOf(product, size)._id, qty }]);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as OrderDto;
};

const productNow = async (vendor: OnboardedVendor, id: string) =>
  (await get(vendor.token, `/api/product/${id}`)).json() as ProductDto;

describe('stock judged per variant', () => {
  it('lists and counts a product under Low or Out of stock when one of its variants is, and says which', async () => {
    const vendor = await onboardVendor(ctx);
    const shirt = await tee(vendor, 'Wax print shirt');
    await createLiveProduct(ctx, vendor, { name: 'Shea butter', stock: 2 });
    expect(shirt.stockState).toBe('ok');

    // 27 of 30 left in all, but S is down to 3, its threshold.
    await order(shirt, 'S', 7);
    await expectKeptStockStates(ctx.database.db);
    expect(await listed(vendor, 'low')).toEqual([
      ['Shea butter', 'low', ''],
      ['Wax print shirt', 'low', 'S low, L ok'],
    ]);
    expect(await counts(vendor.token)).toEqual({ low: 2, out: 0, retiredCarrier: 0 });

    await order(shirt, 'S', 3);
    await expectKeptStockStates(ctx.database.db);
    expect(await listed(vendor, 'out')).toEqual([['Wax print shirt', 'out', 'S out, L ok']]);
    expect(await listed(vendor, 'low')).toEqual([['Shea butter', 'low', '']]);
    expect(await counts(vendor.token)).toEqual({ low: 1, out: 1, retiredCarrier: 0 });
    expect(await counts(admin, `?vendorId=${vendor.id}`)).toEqual({ low: 1, out: 1, retiredCarrier: 0 });
  });

  it('keeps the kept figure equal to a fresh reading after a cancel, a refund, an edit, a bulk edit and a threshold change', async () => {
    const vendor = await onboardVendor(ctx);
    const shirt = await tee(vendor, 'Kente tee', 4, 20);
    const sold = await order(shirt, 'S', 2);
    await expectKeptStockStates(ctx.database.db);
    expect((await productNow(vendor, shirt._id)).stockState).toBe('low');

    const saleId = sold.sales[0]?._id ?? '';
    expect((await setSaleStatus(ctx, vendor.token, saleId, 'Cancel')).statusCode).toBe(200);
    await expectKeptStockStates(ctx.database.db);
    expect((await productNow(vendor, shirt._id)).stockState).toBe('ok');

    const refunded = (await order(shirt, 'S', 2)).sales[0]?._id ?? '';
    expect((await productNow(vendor, shirt._id)).stockState).toBe('low');
    const itemId = (await get(vendor.token, `/api/sale/${refunded}`)).json().items[0]._id;
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/sale/${refunded}/refund`,
      headers: { 'x-auth-token': vendor.token, 'idempotency-key': randomUUID() },
      payload: { amount: '60.00', shipping: 0, reason: 'faulty', restock: [{ itemId, qty: 2 }] },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await expectKeptStockStates(ctx.database.db);
    expect((await productNow(vendor, shirt._id)).stockState).toBe('ok');

    // The form replaces the variants: L down to 1.
    const fields = productFields(shirt.category?._id ?? '', {
      name: 'Kente tee',
      stock: '5',
      salesPercentage: '0',
      v_options: '1',
      variant_name: 'Size',
    });
    for (const [size, stock] of [
      ['S', '4'],
      ['L', '1'],
    ] as const)
      fields.push(['variants', JSON.stringify({ size, weight: '0.50', stock, price: '30.00' })]);
    const edited = await sendProduct(ctx, admin, fields, [imagePart(await smallPng(), 'p.png', 'image/png')], {
      method: 'PUT',
      url: `/api/product/${shirt._id}/${vendor.id}`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectKeptStockStates(ctx.database.db);
    expect(await listed(vendor, 'low')).toEqual([['Kente tee', 'low', 'S ok, L low']]);

    expect(
      (await bulk(vendor.token, { items: [{ id: shirt._id, variants: [{ size: 'L', stock: 9 }] }] })).statusCode,
    ).toBe(200);
    await expectKeptStockStates(ctx.database.db);
    expect(await listed(vendor, 'low')).toEqual([]);

    // A variant's own threshold, then the store's default, move it back under Low stock.
    await ctx.database.db
      .update(productVariants)
      .set({ lowStockThreshold: 4 })
      .where(and(eq(productVariants.productId, shirt._id), eq(productVariants.size, 'S')));
    await expectKeptStockStates(ctx.database.db);
    const store = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/me',
      headers: { 'x-auth-token': vendor.token },
      payload: { bio: 'Handwoven', lowStockThreshold: 9 },
    });
    expect(store.statusCode).toBe(201);
    await expectKeptStockStates(ctx.database.db);
    expect(await listed(vendor, 'low')).toEqual([['Kente tee', 'low', 'S low, L low']]);
  });
});

describe('bulk edits of variants', () => {
  it("previews and applies each variant's stock and price, the product's stock following their total", async () => {
    const vendor = await onboardVendor(ctx);
    const shirt = await tee(vendor, 'Adire shirt');
    const payload: ProductBulkRequest = {
      items: [
        {
          id: shirt._id,
          variants: [
            { size: 'S', stock: 2, price: 28 },
            { size: 'L', price: 32 },
          ],
        },
      ],
    };
    const preview = await bulk(vendor.token, { ...payload, dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().results[0]).toMatchObject({
      outcome: 'changed',
      changes: [
        { field: 'stock', variant: 'S', from: 10, to: 2 },
        { field: 'price', variant: 'S', from: 30, to: 28 },
      ],
      stockState: 'low',
    });
    expect(variantOf(await productNow(vendor, shirt._id), 'S')).toMatchObject({ stock: 10, price: 30 });

    const applied = await bulk(vendor.token, payload);
    expect(applied.json()).toMatchObject({ changed: 1, errors: 0, msg: '1 product changed' });
    const after = await productNow(vendor, shirt._id);
    expect(after).toMatchObject({ stock: 22, stockState: 'low' });
    expect(variantOf(after, 'S')).toMatchObject({ stock: 2, price: 28, stockState: 'low' });
    await expectKeptStockStates(ctx.database.db);
  });

  it("sets one stock on each variant of the products that have them, and the others' own", async () => {
    const vendor = await onboardVendor(ctx);
    const shirt = await tee(vendor, 'Batik shirt', 1, 2);
    const soap = await createLiveProduct(ctx, vendor, { name: 'Black soap', stock: 1 });
    const response = await bulk(vendor.token, { filter: { stock: 'low' }, set: { stock: 6 } });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { _id: string; changes: unknown[]; stockState: string }[];
    expect(results.find((result) => result._id === shirt._id)).toMatchObject({
      changes: [
        { field: 'stock', variant: 'S', from: 1, to: 6 },
        { field: 'stock', variant: 'L', from: 2, to: 6 },
      ],
      stockState: 'ok',
    });
    expect(results.find((result) => result._id === soap._id)).toMatchObject({
      changes: [{ field: 'stock', from: 1, to: 6 }],
    });
    expect((await productNow(vendor, shirt._id)).stock).toBe(12);
    await expectKeptStockStates(ctx.database.db);
  });

  it('refuses what a variant cannot take, with the reason, and changes nothing of that product', async () => {
    const vendor = await onboardVendor(ctx);
    const other = await onboardVendor(ctx);
    const shirt = await tee(vendor, 'Ankara shirt');
    const soap = await createLiveProduct(ctx, vendor, { name: 'Dudu soap', stock: 5 });
    const theirs = await tee(other, 'Their shirt');
    const response = await bulk(vendor.token, {
      items: [
        { id: shirt._id, variants: [{ size: 'XL', stock: 1 }] },
        { id: soap._id, variants: [{ size: 'S', stock: 1 }] },
        { id: theirs._id, variants: [{ size: 'S', stock: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((result: { message: string }) => result.message)).toEqual([
      PRODUCT_BULK_TEXT.unknownVariant('XL', ['S', 'L']),
      PRODUCT_BULK_TEXT.noVariants,
      PRODUCT_BULK_TEXT.notFound,
    ]);
    expect(variantOf(await productNow(other, theirs._id), 'S').stock).toBe(10);

    const ownStock = await bulk(vendor.token, { items: [{ id: shirt._id, stock: 4 }] });
    expect(ownStock.json().results[0].message).toBe(PRODUCT_BULK_TEXT.hasVariants);

    // A rise of more than 20 % waits for review in the form; staff may set it.
    const rise = { items: [{ id: shirt._id, variants: [{ size: 'S', stock: 1, price: 40 }] }] };
    expect((await bulk(vendor.token, rise)).json().results[0]).toMatchObject({
      outcome: 'error',
      message: PRODUCT_BULK_TEXT.variantPriceRise,
    });
    expect(variantOf(await productNow(vendor, shirt._id), 'S')).toMatchObject({ stock: 10, price: 30 });
    expect((await bulk(admin, rise)).json().results[0]).toMatchObject({ outcome: 'changed' });
    expect(variantOf(await productNow(vendor, shirt._id), 'S')).toMatchObject({ stock: 1, price: 40 });
  });

  it('refuses a malformed list of variants with a clear message', async () => {
    const vendor = await onboardVendor(ctx);
    const id = randomUUID();
    const cases: [ProductBulkRequest, string][] = [
      [{ items: [{ id, variants: [{ size: 'S' }] }] }, PRODUCT_BULK_TEXT.variantNothing],
      [
        {
          items: [
            {
              id,
              variants: [
                { size: 'S', stock: 1 },
                { size: 'S', stock: 2 },
              ],
            },
          ],
        },
        PRODUCT_BULK_TEXT.duplicateVariant,
      ],
      [{ items: [{ id, stock: 3, variants: [{ size: 'S', stock: 1 }] }] }, PRODUCT_BULK_TEXT.stockAndVariants],
      [{ items: [{ id, variants: [{ size: 'S', stock: -1 }] }] }, 'Stock cannot be negative'],
    ];
    for (const [payload, message] of cases) {
      const response = await bulk(vendor.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { msg: string }) => error.msg)).toContain(message);
    }
  });
});
