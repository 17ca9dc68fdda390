import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { untilLockWaiters } from '../../test/locks.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('an edit of a product while an order takes it and another of its vendor, on PostgreSQL', () => {
  it('never deadlocks on the vendor’s kept product totals', async () => {
    const vendor = await onboardVendor(ctx);
    const made = [
      await createLiveProduct(ctx, vendor, { name: 'Kente strip', stock: 10 }),
      await createLiveProduct(ctx, vendor, { name: 'Kente shawl', stock: 10 }),
    ];
    // The order takes its products in id order; the edit holds the second one.
    const [first, second] = made.map((product) => product._id).sort();
    if (!first || !second) throw new Error('two products expected');

    let editLocked = () => {};
    const locked = new Promise<void>((resolve) => {
      editLocked = resolve;
    });
    let orderWaits = () => {};
    const waiting = new Promise<void>((resolve) => {
      orderWaits = resolve;
    });
    // What editing a product does: lock it, then (later in the transaction) change its price, which
    // the trigger adds to the vendor's kept totals.
    const edit = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from products where id = ${second} for update`);
      editLocked();
      await waiting;
      await tx
        .update(products)
        .set({ priceCents: sql`${products.priceCents} + 100` })
        .where(eq(products.id, second));
    });
    await locked;
    const order = placeOrder(ctx, [
      { productId: first, qty: 1 },
      { productId: second, qty: 1 },
    ]);
    await untilLockWaiters(ctx, 1);
    orderWaits();

    const [edited, placed] = await Promise.allSettled([edit, order]);
    expect(edited.status).toBe('fulfilled');
    expect(placed.status === 'fulfilled' ? placed.value.statusCode : placed.reason).toBe(201);
    const fresh = (await ctx.database.db.execute(sql`
      select (select net_worth_cents from vendor_product_totals where vendor_id = ${vendor.id})::text as kept,
        (select sum(price_cents::bigint * stock) from products where vendor_id = ${vendor.id})::text as summed`)) as unknown as {
      rows: { kept: string; summed: string }[];
    };
    expect(fresh.rows[0]?.kept).toBe(fresh.rows[0]?.summed);
  });
});
