import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.ts';
import { testEngine } from '../test/database.ts';
import { onboardVendor } from '../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../test/orders.ts';
import { lineFeeBackfillStatement } from './line-fee-backfill.ts';
import { saleItems, sales } from './schema/index.ts';

/**
 * Migration 0042 (issue 45) gives every line of a sale from before commission rules its share of the
 * sale's shipping and of its fee, so that the lines add up to the sale. The sales here are placed by
 * today's code and then put back to how such a sale looked (no line figures), and the migration's
 * backfill statement runs on them.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe(`migration 0042 (${testEngine})`, () => {
  it('spreads each older sale’s shipping and fee over its lines by their amounts, adding up to the cent', async () => {
    const vendor = await onboardVendor(ctx);
    const prices = [12.34, 0.99, 45.67];
    const products = [];
    for (const price of prices) products.push(await createLiveProduct(ctx, vendor, { price, deliveryPrice: 7.77 }));
    const placed = await placeOrder(
      ctx,
      products.map((product, index) => ({ productId: product._id, qty: index + 1 })),
    );
    expect(placed.statusCode).toBe(201);
    const single = await placeOrder(ctx, [{ productId: products[2]?._id ?? '', qty: 1 }]);
    const saleIds = [...placed.json().sales, ...single.json().sales].map((sale: { _id: string }) => sale._id);
    const { db } = ctx.database;
    await db
      .update(saleItems)
      .set({ shippingShareCents: 0, feeCents: 0, feePercentBasisPoints: null, feeFixedCents: null })
      .where(inArray(saleItems.saleId, saleIds));

    await db.execute(sql.raw(await lineFeeBackfillStatement()));

    for (const saleId of saleIds) {
      const [sale] = await db.select().from(sales).where(eq(sales.id, saleId));
      const lines = await db
        .select()
        .from(saleItems)
        .where(eq(saleItems.saleId, saleId))
        .orderBy(asc(saleItems.position));
      expect(lines.reduce((sum, line) => sum + line.feeCents, 0)).toBe(sale?.feeCents);
      expect(lines.reduce((sum, line) => sum + line.shippingShareCents, 0)).toBe(sale?.shippingCents);
      const total = lines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
      for (const [index, line] of lines.entries()) {
        const exact = ((sale?.shippingCents ?? 0) * line.priceCents * line.qty) / total;
        // Rounded down, the cents left on the first line.
        expect(line.shippingShareCents - (index === 0 ? lines.length : 0)).toBeLessThanOrEqual(exact);
        expect(line.shippingShareCents).toBeGreaterThanOrEqual(Math.floor(exact));
      }
    }
  });
});
