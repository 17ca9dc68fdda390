import type { OrderDto, ProductDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { holdLocks, untilLockWaiters } from '../../test/locks.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('cancelling while an order takes stock, on PostgreSQL', () => {
  it('locks rows in the order placing an order does, so the two never deadlock', async () => {
    const vendor = await onboardVendor(ctx);
    // Rows are locked in id order: the product without variants must sort before the drum. Ids are
    // random, so drums and plain products are made in pairs until one plain product sorts before one
    // drum (after 10 pairs, the chance that none does is 1 in 184,756: not a coin toss on one drum).
    const drums: ProductDto[] = [];
    const plains: ProductDto[] = [];
    let pair: { drum: ProductDto; plain: ProductDto } | undefined;
    for (let attempt = 0; attempt < 10 && !pair; attempt++) {
      drums.push(
        await createLiveProduct(ctx, vendor, {
          name: `Talking drum ${attempt}`,
          variants: [
            { size: 'Small', stock: 10, price: 40 },
            { size: 'Large', stock: 10, price: 90 },
          ],
        }),
      );
      plains.push(await createLiveProduct(ctx, vendor, { name: `Shekere ${attempt}`, stock: 10 }));
      const highestDrum = drums.reduce((a, b) => (a._id > b._id ? a : b));
      const lowestPlain = plains.reduce((a, b) => (a._id < b._id ? a : b));
      if (lowestPlain._id < highestDrum._id) pair = { drum: highestDrum, plain: lowestPlain };
    }
    if (!pair) throw new Error('no product sorted before a drum');
    const { drum, plain } = pair;
    const [first, second] = drum.variants.map((variant) => variant._id).sort();
    if (!first || !second) throw new Error('the drum has no variants');

    const placed = await placeOrder(ctx, [
      { productId: plain._id, qty: 1 },
      { productId: drum._id, variantId: second, qty: 1 },
    ]);
    const saleId = (placed.json() as OrderDto).sales[0]?._id ?? '';

    // Another session holds the drum's first variant, so the new order stops after taking the plain product.
    const holder = holdLocks(ctx, (tx) =>
      tx.select().from(productVariants).where(eq(productVariants.id, first)).for('update'),
    );
    const order = placeOrder(ctx, [
      { productId: plain._id, qty: 1 },
      { productId: drum._id, variantId: first, qty: 1 },
      { productId: drum._id, variantId: second, qty: 1 },
    ]);
    await untilLockWaiters(ctx, 1);
    const cancel = setSaleStatus(ctx, vendor.token, saleId, 'Cancel');
    await untilLockWaiters(ctx, 2);
    holder.release();
    await holder.done;

    const [ordered, cancelled] = await Promise.all([order, cancel]);
    expect(ordered.statusCode).toBe(201);
    expect(cancelled.statusCode).toBe(200);
  });
});
