import { CATALOGUE_MESSAGES, type PriceHistoryResponse, type ProductDto } from '@soko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPriceHistory, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { imagePart, productFields, sendProduct, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { PRICE_HISTORY_SHOWN_MAX } from './products.price-history.repo.ts';

/**
 * Scheduled sales and honest prices (issue 46 section 2): a sale holds between its dates with no job,
 * every price a product and its variants had is kept with its period whichever way it changed, and
 * the "was" price of a sale is the lowest of the 30 days before it began.
 */
let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Sale Days' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token = vendor.token) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
const productOf = async (id: string, token = vendor.token) =>
  (await get(`/api/product/${id}`, token)).json() as ProductDto;
const historyOf = async (id: string, token = vendor.token) =>
  (await get(`/api/product/${id}/price-history`, token)).json() as PriceHistoryResponse;
const bulk = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/product/bulk', headers: { 'x-auth-token': vendor.token }, payload });

/** The price of one unit in an order placed now. */
async function orderedPrice(productId: string): Promise<number> {
  const response = await placeOrder(ctx, [{ productId, qty: 1 }]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().products[0].price;
}

/** Moves every kept entry of the product back by `days` (the test cannot wait a month). */
async function ageHistory(productId: string, days: number): Promise<void> {
  await ctx.database.db
    .update(productPriceHistory)
    .set({
      validFrom: sql`${productPriceHistory.validFrom} - make_interval(days => ${days})`,
      validTo: sql`${productPriceHistory.validTo} - make_interval(days => ${days})`,
    })
    .where(eq(productPriceHistory.productId, productId));
}

async function editProduct(product: ProductDto, overrides: Record<string, string>) {
  const { categoryId } = (await ctx.database.db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, product._id))
    .then((rows) => rows[0])) as { categoryId: string };
  const fields = productFields(categoryId, {
    name: product.name,
    price: product.price.toFixed(2),
    stock: String(product.stock),
    salesPercentage: String(product.salesPercentage),
    del_price: product.del_price.toFixed(2),
    ...overrides,
  });
  return sendProduct(ctx, vendor.token, fields, [], { method: 'PUT', url: `/api/product/${product._id}/${vendor.id}` });
}

describe(`scheduled sales (${testEngine})`, () => {
  it('charges the sale only between its dates, with no job: before its start, during it and after its end', async () => {
    const later = await createLiveProduct(ctx, vendor, {
      price: 50,
      salesPercentage: 20,
      saleStartsAt: inHours(1),
      saleEndsAt: inHours(48),
    });
    expect(later).toMatchObject({ saleState: 'scheduled', sales: false, salesPrice: 50, priorPrice: null });
    expect(await orderedPrice(later._id)).toBe(50);

    const now = await createLiveProduct(ctx, vendor, {
      price: 50,
      salesPercentage: 20,
      saleStartsAt: inHours(-1),
      saleEndsAt: inHours(1),
    });
    expect(now).toMatchObject({ saleState: 'active', sales: true, salesPrice: 40 });
    expect(await orderedPrice(now._id)).toBe(40);

    // The same product once its end has passed: nothing ran, the price is the full one again.
    await ctx.database.db
      .update(products)
      .set({ saleStartsAt: inHours(-3), saleEndsAt: inHours(-2) })
      .where(eq(products.id, now._id));
    expect(await productOf(now._id)).toMatchObject({
      saleState: 'ended',
      sales: false,
      salesPrice: 50,
      priorPrice: null,
    });
    expect(await orderedPrice(now._id)).toBe(50);
  });

  it('prices an order one second before the start, at it, one second before the end and at it', async () => {
    const starts = new Date('2027-06-01T00:00:00.000Z');
    const ends = new Date('2027-06-08T00:00:00.000Z');
    const product = await createLiveProduct(ctx, vendor, {
      price: 50,
      stock: 20,
      salesPercentage: 20,
      saleStartsAt: starts,
      saleEndsAt: ends,
    });
    const clock = ctx.app.deps.clock;
    const at = (instant: Date, seconds: number) => new Date(instant.getTime() + seconds * 1000);
    try {
      const paid: number[] = [];
      for (const instant of [at(starts, -1), starts, at(ends, -1), ends]) {
        ctx.app.deps.clock = { now: () => instant };
        paid.push(await orderedPrice(product._id));
      }
      expect(paid).toEqual([50, 40, 40, 50]);
    } finally {
      ctx.app.deps.clock = clock;
    }
  });

  it.each([
    [
      { saleStartsAt: '2026-12-24T09:00:00+11:00', saleEndsAt: '2026-12-24T08:00:00+11:00' },
      'saleEndsAt',
      CATALOGUE_MESSAGES.saleEndsBeforeStart,
    ],
    [
      { saleStartsAt: '2026-12-24T09:00:00+11:00', salesPercentage: '0' },
      'salesPercentage',
      CATALOGUE_MESSAGES.saleDatesNeedPercentage,
    ],
    [{ saleEndsAt: 'Christmas Eve' }, 'saleEndsAt', CATALOGUE_MESSAGES.saleInstantInvalid],
  ])('refuses sale dates %o with a message on %s, and adds nothing', async (overrides, param, msg) => {
    const before = await ctx.database.db.$count(products, eq(products.vendorId, vendor.id));
    const png = await smallPng();
    const response = await sendProduct(
      ctx,
      vendor.token,
      productFields((await createLiveProduct(ctx, vendor)).category?._id ?? '', {
        salesPercentage: '10',
        ...overrides,
      }),
      [imagePart(png, 'p.png', 'image/png')],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ msg, param });
    expect(await ctx.database.db.$count(products, eq(products.vendorId, vendor.id))).toBe(before + 1);
  });
});

describe(`prices kept with their periods (${testEngine})`, () => {
  it('keeps each price the form, a bulk edit and a vendor-wide sale set, and the "was" price is the lowest of the 30 days before the sale', async () => {
    const product = await createLiveProduct(ctx, vendor, { price: 100 });
    await ageHistory(product._id, 60);
    // An edit that changes no price keeps the history as it is (variants and all are saved again).
    expect((await editProduct(product, { name: 'Kente scarf, long' })).statusCode).toBe(200);
    expect((await historyOf(product._id)).items).toHaveLength(1);

    expect((await editProduct(product, { price: '110.00' })).statusCode).toBe(200);
    // $100 ends 35 days before the sale: older than its 30 days, it is not the "was" price.
    await ageHistory(product._id, 35);
    // Raised just before the sale: the "was" price is still the lower one of the 30 days ($110).
    expect((await bulk({ ids: [product._id], set: { price: 120 } })).json().changed).toBe(1);
    await ageHistory(product._id, 1);
    expect((await bulk({ ids: [product._id], set: { salesPercentage: 20 } })).json().changed).toBe(1);

    const onSale = await productOf(product._id);
    expect(onSale).toMatchObject({ saleState: 'active', sales: true, salesPrice: 96, priorPrice: 110 });
    const history = await historyOf(product._id);
    expect(history.items.map((entry) => [entry.variant, entry.price, entry.salesPercentage, entry.salesPrice])).toEqual(
      [
        [null, 100, 0, 100],
        [null, 110, 0, 110],
        [null, 120, 0, 120],
        [null, 120, 20, 96],
      ],
    );
    expect(history.items.at(-1)?.to).toBeNull();
    for (const [earlier, later] of history.items
      .slice(0, -1)
      .map((entry, index) => [entry, history.items[index + 1]])) {
      expect(earlier?.to).toBe(later?.from);
    }
    // The store's card says the same.
    const store = (await get('/api/store/me')).json();
    expect(store.product.find((card: { _id: string }) => card._id === product._id)).toMatchObject({
      sales: true,
      salesPrice: 96,
      priorPrice: 110,
    });
  });

  it("keeps a variant's prices by its size, and a vendor-wide sale replaces the products' own dates", async () => {
    const product = await createLiveProduct(ctx, vendor, {
      variants: [
        { size: 'S', stock: 2, price: 30 },
        { size: 'L', stock: 2, price: 40 },
      ],
      salesPercentage: 10,
      saleStartsAt: inHours(24),
    });
    const variantPrices = (await historyOf(product._id)).items.filter((entry) => entry.variant !== null);
    expect(variantPrices.map((entry) => [entry.variant, entry.price, entry.salesPercentage])).toEqual([
      ['S', 30, 0],
      ['L', 40, 0],
    ]);
    const repriced = await bulk({ items: [{ id: product._id, variants: [{ size: 'L', price: 42 }] }] });
    expect(repriced.json().changed, repriced.body).toBe(1);
    const sizes = (await historyOf(product._id)).items.filter((entry) => entry.variant === 'L');
    expect(sizes.map((entry) => entry.price)).toEqual([40, 42]);

    const adminId = (await get('/api/authVendor', admin)).json().user._id;
    const wide = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/${adminId}/${vendor.id}/saleUpdate`,
      headers: { 'x-auth-token': admin },
      payload: { percentage: 30 },
    });
    expect(wide.statusCode, wide.body).toBe(200);
    expect(await productOf(product._id)).toMatchObject({
      saleState: 'active',
      saleStartsAt: null,
      salesPercentage: 30,
    });
  });

  it('sets and clears sale dates in a bulk edit, refusing an end before the start', async () => {
    const product = await createLiveProduct(ctx, vendor, { price: 20, salesPercentage: 10 });
    const starts = '2027-01-01T00:00:00.000Z';
    const set = await bulk({
      ids: [product._id],
      set: { saleStartsAt: starts, saleEndsAt: '2027-01-08T00:00:00.000Z' },
    });
    expect(set.json().results[0].changes).toEqual([
      { field: 'saleStartsAt', from: '', to: starts },
      { field: 'saleEndsAt', from: '', to: '2027-01-08T00:00:00.000Z' },
    ]);
    expect(await productOf(product._id)).toMatchObject({ saleState: 'scheduled', saleStartsAt: starts });
    const backwards = await bulk({ ids: [product._id], set: { saleEndsAt: '2026-12-31T00:00:00.000Z' } });
    expect(backwards.json().results[0]).toMatchObject({
      outcome: 'error',
      message: CATALOGUE_MESSAGES.saleEndsBeforeStart,
    });
    expect((await productOf(product._id)).saleEndsAt).toBe('2027-01-08T00:00:00.000Z');
    const bad = await bulk({ ids: [product._id], set: { saleStartsAt: 'soon' } });
    expect(bad.statusCode).toBe(400);
    // Ending the sale by its percentage drops its dates.
    await bulk({ ids: [product._id], set: { salesPercentage: 0 } });
    expect(await productOf(product._id)).toMatchObject({ saleState: 'none', saleStartsAt: null, saleEndsAt: null });
  });

  it('claims no "was" price where the 30 days before the sale lie before what is kept of its prices', async () => {
    // Listed before the history was kept (older than migration 0041): what it cost then is not known.
    const older = await createLiveProduct(ctx, vendor, { price: 80 });
    await ctx.database.db
      .update(products)
      .set({ createdAt: sql`${products.createdAt} - interval '90 days'` })
      .where(eq(products.id, older._id));
    expect((await bulk({ ids: [older._id], set: { salesPercentage: 10 } })).json().changed).toBe(1);
    expect(await productOf(older._id)).toMatchObject({ sales: true, salesPrice: 72, priorPrice: null });

    // More changes than are read: only the newest are, and the days before them are not known.
    const busy = await createLiveProduct(ctx, vendor, { price: 80 });
    await ageHistory(busy._id, 2);
    const hour = 3_600_000;
    const start = Date.now() - 2 * 86_400_000 - 300 * hour;
    await ctx.database.db.insert(productPriceHistory).values(
      Array.from({ length: PRICE_HISTORY_SHOWN_MAX + 100 }, (_, n) => ({
        productId: busy._id,
        priceCents: n === 0 ? 1_000 : 9_000,
        validFrom: new Date(start + (n * 300 * hour) / (PRICE_HISTORY_SHOWN_MAX + 100)),
        validTo: new Date(start + ((n + 1) * 300 * hour) / (PRICE_HISTORY_SHOWN_MAX + 100)),
      })),
    );
    expect((await bulk({ ids: [busy._id], set: { salesPercentage: 10 } })).json().changed).toBe(1);
    // Its oldest entry's $10, 15 days before the sale, is beyond the entries read: rather than claim $90,
    // the lowest of those read, it claims no "was" price.
    expect(await productOf(busy._id)).toMatchObject({ sales: true, salesPrice: 72, priorPrice: null });
    const shown = (await historyOf(busy._id)).items;
    expect(shown.length).toBeLessThanOrEqual(PRICE_HISTORY_SHOWN_MAX);
    expect(shown.at(-1)).toMatchObject({ price: 80, salesPercentage: 10, to: null });
  });

  it("answers another vendor's product's history with 404, and staff with it", async () => {
    const product = await createLiveProduct(ctx, vendor, { price: 15 });
    const other = await onboardVendor(ctx);
    expect((await get(`/api/product/${product._id}/price-history`, other.token)).statusCode).toBe(404);
    expect((await historyOf(product._id, admin)).items).toHaveLength(1);
  });

  it("takes a deleted product's history with it", async () => {
    const product = await createLiveProduct(ctx, vendor, {
      variants: [
        { size: 'S', stock: 1, price: 5 },
        { size: 'M', stock: 1, price: 6 },
      ],
    });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/product/${product._id}/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ctx.database.db.$count(productPriceHistory, eq(productPriceHistory.productId, product._id))).toBe(0);
  });
});
