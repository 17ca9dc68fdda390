import type { OrderDto, ProductDto } from '@soko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productRatings, reviews, vendorRatings } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { moveSale } from '../../test/payouts.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let products: ProductDto[];
const lines: { orderId: string; saleId: string; productId: string }[] = [];

/** A small deterministic generator, so a failing history can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

type Figures = Record<string, { reviews: number; ratingSum: number }>;

/** The kept figures, without rows that have come back to nothing. */
async function kept(): Promise<{ products: Figures; vendors: Figures }> {
  const { db } = ctx.database;
  const byProduct = await db.select().from(productRatings);
  const byVendor = await db.select().from(vendorRatings);
  return {
    products: Object.fromEntries(
      byProduct
        .filter((row) => row.reviews > 0)
        .map((row) => [row.productId, { reviews: row.reviews, ratingSum: row.ratingSum }]),
    ),
    vendors: Object.fromEntries(
      byVendor
        .filter((row) => row.reviews > 0)
        .map((row) => [row.vendorId, { reviews: row.reviews, ratingSum: row.ratingSum }]),
    ),
  };
}

/** The same figures counted afresh from the reviews. */
async function fresh(): Promise<{ products: Figures; vendors: Figures }> {
  const { db } = ctx.database;
  const visible = eq(reviews.status, 'visible');
  const figures = { reviews: sql<number>`count(*)::int`, ratingSum: sql<number>`sum(${reviews.rating})::int` };
  const byProduct = await db
    .select({ id: reviews.productId, ...figures })
    .from(reviews)
    .where(sql`${visible} and ${reviews.productId} is not null`)
    .groupBy(reviews.productId);
  const byVendor = await db
    .select({ id: reviews.vendorId, ...figures })
    .from(reviews)
    .where(visible)
    .groupBy(reviews.vendorId);
  const toFigures = (rows: { id: string | null; reviews: number; ratingSum: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.id ?? '', { reviews: row.reviews, ratingSum: row.ratingSum }]));
  return { products: toFigures(byProduct), vendors: toFigures(byVendor) };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Rating Makers' });
  products = [
    await createLiveProduct(ctx, vendor, { name: 'Mat', stock: 100 }),
    await createLiveProduct(ctx, vendor, { name: 'Basket', stock: 100 }),
    await createLiveProduct(ctx, vendor, { name: 'Stool', stock: 100 }),
  ];
  for (let n = 0; n < 4; n += 1) {
    const placed = await placeOrder(
      ctx,
      products.map((product) => ({ productId: product._id, qty: 1 })),
    );
    const order = placed.json() as OrderDto;
    const saleId = order.sales[0]?._id ?? '';
    await moveSale(ctx, vendor.token, saleId, 'Shipped');
    await moveSale(ctx, vendor.token, saleId, 'Delivered');
    for (const product of products) lines.push({ orderId: order._id, saleId, productId: product._id });
  }
}, 240_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`kept ratings (${testEngine})`, () => {
  it('equal a fresh count and average after every arrival, hiding, restoring and a deleted product', async () => {
    const next = generator(44);
    const waiting = [...lines];
    const shown: string[] = [];
    const hidden: string[] = [];
    for (let step = 0; step < 30; step += 1) {
      const choice = next(3);
      if ((choice === 0 || shown.length === 0) && waiting.length > 0) {
        const [line] = waiting.splice(next(waiting.length), 1);
        if (!line) throw new Error('no line');
        const created = await ctx.app.inject({
          method: 'POST',
          url: `/api/order/${line.orderId}/reviews`,
          headers: { 'x-api-key': ctx.config.storefrontApiKey },
          payload: { saleId: line.saleId, productId: line.productId, rating: 1 + next(5), body: `Step ${step}` },
        });
        expect(created.statusCode).toBe(201);
        shown.push(created.json()._id);
      } else if (choice === 1 && shown.length > 0) {
        const [id] = shown.splice(next(shown.length), 1);
        const hide = await ctx.app.inject({
          method: 'POST',
          url: `/api/review/${id}/hide`,
          headers: { 'x-auth-token': admin },
          payload: { reason: `Step ${step}` },
        });
        expect(hide.statusCode).toBe(200);
        hidden.push(id ?? '');
      } else if (hidden.length > 0) {
        const [id] = hidden.splice(next(hidden.length), 1);
        const restore = await ctx.app.inject({
          method: 'POST',
          url: `/api/review/${id}/restore`,
          headers: { 'x-auth-token': admin },
        });
        expect(restore.statusCode).toBe(200);
        shown.push(id ?? '');
      }
      expect(await kept(), `after step ${step}`).toEqual(await fresh());
    }
    expect(shown.length + hidden.length).toBeGreaterThan(8);

    // A product the vendor deletes leaves its reviews in the store's rating.
    const storeBefore = (await kept()).vendors[vendor.id];
    const [gone] = products;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/product/${gone?._id}/${vendor.id}`,
      headers: { 'x-auth-token': vendor.token },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await kept();
    expect(after).toEqual(await fresh());
    expect(after.vendors[vendor.id]).toEqual(storeBefore);
    expect(after.products[gone?._id ?? '']).toBeUndefined();
  });
});
