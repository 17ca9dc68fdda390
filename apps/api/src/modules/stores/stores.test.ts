import { CATALOGUE_MESSAGES } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, imagePart, productFields, sendProduct, smallPng } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let other: OnboardedVendor;
let categoryId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx);
  other = await onboardVendor(ctx, { displayName: 'Other Shop' });
  categoryId = (await createCategory(ctx, admin, 'Crafts'))._id;
});
afterAll(async () => {
  await ctx?.close();
});

const getStore = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/store/me', headers: { 'x-auth-token': token } });
const saveStore = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/store/me', headers: { 'x-auth-token': token }, payload });

async function addProduct(token: string, name: string): Promise<string> {
  const response = await sendProduct(ctx, token, productFields(categoryId, { name }), [
    imagePart(await smallPng(), 'p.png', 'image/png'),
  ]);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json()._id;
}

describe(`store (${testEngine})`, () => {
  it('has no store at first, with full performance as nothing counts against it yet', async () => {
    const response = await getStore(vendor.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      store: null,
      product: [],
      performance: {
        productQuality: 100,
        deliveryRate: 100,
        deliveryBasis: { delivered: 0, judged: 0 },
        productBasis: { approved: 0, total: 0 },
      },
      rating: { average: 0, count: 0 },
    });
  });

  it('needs a bio', async () => {
    const response = await saveStore(vendor.token, { bio: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg: 'Bio is required', param: 'bio' }]);
  });

  it('creates the store once, named after the business, then updates its bio', async () => {
    const created = await saveStore(vendor.token, { bio: 'Handwoven kente from Bonwire' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      msg: CATALOGUE_MESSAGES.storeCreated,
      store: {
        _id: expect.any(String),
        name: 'Kente House',
        bio: 'Handwoven kente from Bonwire',
        lowStockThreshold: null,
      },
    });
    const updated = await saveStore(vendor.token, { bio: 'Kente, smocks and more' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().msg).toBe(CATALOGUE_MESSAGES.storeUpdated);
    expect(updated.json().store).toEqual({ ...created.json().store, bio: 'Kente, smocks and more' });
    const [row] = await ctx.database.db.select({ n: count() }).from(stores).where(eq(stores.vendorId, vendor.id));
    expect(row?.n).toBe(1);
    expect((await getStore(other.token)).json().store).toBeNull();
  });

  it('shows only live products (approved and active) and rates product quality by approvals', async () => {
    const approved = await addProduct(vendor.token, 'Approved scarf');
    const approvedThenPaused = await addProduct(vendor.token, 'Paused smock');
    await addProduct(vendor.token, 'Waiting basket');
    await addProduct(other.token, 'Someone else’s');
    for (const id of [approved, approvedThenPaused]) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/product/${id}/any/approve`,
        headers: { 'x-auth-token': admin },
      });
    }
    await ctx.app.inject({
      method: 'GET',
      url: `/api/product/${approvedThenPaused}/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
    });
    const { product, performance } = (await getStore(vendor.token)).json();
    const whole = (
      await ctx.app.inject({ method: 'GET', url: `/api/product/${approved}`, headers: { 'x-auth-token': admin } })
    ).json();
    // The card's fields only, with the product's first image.
    expect(product).toEqual([
      {
        _id: approved,
        name: 'Approved scarf',
        price: whole.price,
        sales: whole.sales,
        salesPrice: whole.salesPrice,
        salesPercentage: whole.salesPercentage,
        // On sale since it was listed: it had no other price, so no "was" price.
        priorPrice: null,
        new: true,
        image: whole.images[0],
        rating: { average: 0, count: 0 },
      },
    ]);
    expect(whole.images[0].thumb).toMatch(/^\/uploads\//);
    expect(performance).toMatchObject({
      productQuality: 67,
      deliveryRate: 100,
      productBasis: { approved: 2, total: 3 },
    });
    expect((await getStore(other.token)).json().performance.productQuality).toBe(0);
  });

  it('shows the super admin the active vendor’s store, and saves that store’s bio', async () => {
    const own = await getStore(admin);
    expect(own.json().store).toBeNull();
    await ctx.app.inject({ method: 'GET', url: `/api/user/any/${vendor.id}`, headers: { 'x-auth-token': admin } });
    const vendorsStore = (await getStore(admin)).json();
    expect(vendorsStore.store).toMatchObject({ name: 'Kente House', bio: 'Kente, smocks and more' });
    expect(vendorsStore.product).toHaveLength(1);
    const saved = await saveStore(admin, { bio: 'Edited by Soko staff' });
    expect(saved.statusCode).toBe(200);
    expect((await getStore(vendor.token)).json().store.bio).toBe('Edited by Soko staff');
  });

  it('lists at most the 48 newest live products', async () => {
    const rows = Array.from({ length: 50 }, (_, n) => ({
      vendorId: other.id,
      categoryId,
      name: `Bulk ${n}`,
      priceCents: 1000,
      stock: 1,
      shortDetails: 'Bulk',
      shipping: 1,
      description: '<p>Bulk</p>',
      shippingProvider: 'Fixed Delivery' as const,
      variantOption: 2,
      approval: 'approved' as const,
      createdAt: new Date(Date.now() - n * 60_000),
    }));
    await ctx.database.db.insert(products).values(rows);
    const { product } = (await getStore(other.token)).json();
    expect(product).toHaveLength(48);
    expect(product[0].name).toBe('Bulk 0');
  });
});
