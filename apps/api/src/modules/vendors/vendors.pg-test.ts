import type { ProductDto } from '@soko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, onboardVendor } from '../../test/fixtures.ts';
import { holdLocks, untilLockWaiters } from '../../test/locks.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('bulk product changes while an order is placed, on PostgreSQL', () => {
  it('lock the vendor without blocking the order’s reference to it, so the two never deadlock', async () => {
    const admin = await adminToken(ctx);
    const kente = await onboardVendor(ctx, { displayName: 'Kente House' });
    const spice = await onboardVendor(ctx, { displayName: 'Spice Route' });
    const scarf = await createLiveProduct(ctx, kente, { name: 'Kente scarf', stock: 10 });
    // The order takes stock in product id order: the other vendor's product must come second.
    let jar: ProductDto | undefined;
    for (let attempt = 0; attempt < 30 && !jar; attempt++) {
      const candidate = await createLiveProduct(ctx, spice, { name: `Berbere jar ${attempt}`, stock: 10 });
      if (candidate._id > scarf._id) jar = candidate;
    }
    if (!jar) throw new Error('no product sorted after the scarf');
    const jarId = jar._id;

    // Another session holds the jar, so the order stops after taking the scarf's stock.
    const holder = holdLocks(ctx, (tx) => tx.select().from(products).where(eq(products.id, jarId)).for('update'));
    const order = placeOrder(ctx, [
      { productId: scarf._id, qty: 1 },
      { productId: jarId, qty: 1 },
    ]);
    await untilLockWaiters(ctx, 1);
    // Pause all: locks the vendor, then waits for the scarf the order holds.
    const pause = ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/any/${kente.id}/productStatus`,
      headers: { 'x-auth-token': admin },
      payload: { status: 'paused' },
    });
    await untilLockWaiters(ctx, 2);
    holder.release();
    await holder.done;

    const [ordered, paused] = await Promise.all([order, pause]);
    expect(ordered.statusCode).toBe(201);
    expect(paused.statusCode).toBe(200);
  });
});

describe('a bulk change of many products while an order takes several of them, on PostgreSQL', () => {
  it('takes the products in the order an order does, so the two never deadlock', async () => {
    const admin = await adminToken(ctx);
    const vendor = await onboardVendor(ctx, { displayName: 'Drum Makers' });
    const makeDrum = (round: number) =>
      createLiveProduct(ctx, vendor, {
        name: `Talking drum ${round}`,
        variants: [
          { size: 'Small', stock: 10, price: 40 },
          { size: 'Large', stock: 10, price: 90 },
        ],
      });
    // A shaker added after the drum (so stored after it) but sorting before it by id, the order in
    // which an order takes stock. Ids are random: a drum whose id sorts near the start is replaced.
    let drum = await makeDrum(0);
    let shaker: ProductDto | undefined;
    for (let round = 1; round <= 6 && !shaker; round++) {
      for (let attempt = 0; attempt < 10 && !shaker; attempt++) {
        const candidate = await createLiveProduct(ctx, vendor, { name: `Shekere ${round}-${attempt}`, stock: 10 });
        if (candidate._id < drum._id) shaker = candidate;
      }
      if (!shaker) drum = await makeDrum(round);
    }
    if (!shaker) throw new Error('no product sorted before the drum');
    const small = drum.variants[0]?._id ?? '';

    // Another session holds the drum's variant, so the order stops after taking the shaker.
    const holder = holdLocks(ctx, (tx) =>
      tx.select().from(productVariants).where(eq(productVariants.id, small)).for('update'),
    );
    const order = placeOrder(ctx, [
      { productId: shaker._id, qty: 1 },
      { productId: drum._id, variantId: small, qty: 1 },
    ]);
    await untilLockWaiters(ctx, 1);
    const sale = ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/any/${vendor.id}/saleUpdate`,
      headers: { 'x-auth-token': admin },
      payload: { percentage: 20 },
    });
    await untilLockWaiters(ctx, 2);
    holder.release();
    await holder.done;

    const [ordered, discounted] = await Promise.all([order, sale]);
    expect(ordered.statusCode).toBe(201);
    expect(discounted.statusCode).toBe(200);
  });
});
