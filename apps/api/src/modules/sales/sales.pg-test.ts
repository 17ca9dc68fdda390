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
    const drum = await createLiveProduct(ctx, vendor, {
      name: 'Talking drum',
      variants: [
        { size: 'Small', stock: 10, price: 40 },
        { size: 'Large', stock: 10, price: 90 },
      ],
    });
    // Rows are locked in id order: the product without variants must sort before the drum.
    let plain: ProductDto | undefined;
    for (let attempt = 0; attempt < 30 && !plain; attempt++) {
      const candidate = await createLiveProduct(ctx, vendor, { name: `Shekere ${attempt}`, stock: 10 });
      if (candidate._id < drum._id) plain = candidate;
    }
    if (!plain) throw new Error('no product sorted before the drum');
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
