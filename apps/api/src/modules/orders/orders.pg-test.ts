import { randomUUID } from 'node:crypto';
import { SALES_TEXT } from '@soko/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, saleItems } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

/** How many sale lines sold this product: one per successful order here. */
const linesOf = async (productId: string) =>
  (await ctx.database.db.select({ n: count() }).from(saleItems).where(eq(saleItems.productId, productId)))[0]?.n;

describe('concurrent orders on PostgreSQL', () => {
  it('sells exactly the last 5 units to 20 simultaneous orders', async () => {
    const vendor = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, vendor, { name: 'Last drums', stock: 5 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(ctx, [{ productId: product._id, qty: 1 }])),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().errors).toEqual([{ msg: SALES_TEXT.outOfStock('Last drums', 0) }]);
    }
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ stock: 0, sold: 5 });
    expect(await linesOf(product._id)).toBe(5);
  });

  it('never oversells a variant, and orders crossing two products do not deadlock', async () => {
    const vendor = await onboardVendor(ctx);
    const drum = await createLiveProduct(ctx, vendor, {
      name: 'Talking drum',
      variants: [
        { size: 'Small', stock: 3, price: 40 },
        { size: 'Large', stock: 10, price: 90 },
      ],
    });
    const shaker = await createLiveProduct(ctx, vendor, { name: 'Shekere', stock: 30 });
    const small = drum.variants.find((variant) => variant.size === 'Small')?._id;
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        placeOrder(
          ctx,
          // Half list the products one way round, half the other.
          n % 2 === 0
            ? [
                { productId: drum._id, variantId: small, qty: 1 },
                { productId: shaker._id, qty: 1 },
              ]
            : [
                { productId: shaker._id, qty: 1 },
                { productId: drum._id, variantId: small, qty: 1 },
              ],
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const { db } = ctx.database;
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, small ?? ''));
    expect(variant?.stock).toBe(0);
    const [drumRow] = await db.select().from(products).where(eq(products.id, drum._id));
    expect(drumRow).toMatchObject({ stock: 10, sold: 3 });
    const [shakerRow] = await db.select().from(products).where(eq(products.id, shaker._id));
    expect(shakerRow).toMatchObject({ stock: 27, sold: 3 });
  });

  it('creates one order for two simultaneous requests with one key', async () => {
    const vendor = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, vendor, { name: 'Twin baskets', stock: 10 });
    const key = randomUUID();
    const responses = await Promise.all(
      [0, 1, 2].map(() => placeOrder(ctx, [{ productId: product._id, qty: 2 }], { key })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.json()._id)).size).toBe(1);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ stock: 8, sold: 2 });
  });
});
