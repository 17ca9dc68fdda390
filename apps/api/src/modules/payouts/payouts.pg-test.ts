import { randomUUID } from 'node:crypto';
import type { PayoutDetailDto } from '@soko/shared';
import { count, countDistinct, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutLines, payouts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, postPayout } from '../../test/payouts.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;
let productId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Race Crafts' });
  productId = (await createLiveProduct(ctx, vendor, { stock: 500 }))._id;
});
afterAll(async () => {
  await ctx?.close();
});

async function deliveredSales(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < n; index++) ids.push((await deliveredSale(ctx, vendor, productId)).saleId);
  return ids;
}

/** Payouts holding any of these sales, and how many lines pay them. */
async function paidState(saleIds: string[]) {
  const { db } = ctx.database;
  const lines = await db
    .select({ payoutId: payoutLines.payoutId, n: count() })
    .from(payoutLines)
    .where(inArray(payoutLines.saleId, saleIds))
    .groupBy(payoutLines.payoutId);
  return { payoutIds: lines.map((line) => line.payoutId), lines: lines.reduce((total, line) => total + line.n, 0) };
}

describe('concurrent payouts on PostgreSQL', () => {
  it('20 simultaneous requests with different keys for the same sales make exactly one payout', async () => {
    const sales = await deliveredSales(4);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        // Each admin's click lists the sales in its own order: the locks are still taken in one order.
        postPayout(ctx, admin, vendor.id, { sales: index % 2 === 0 ? sales : [...sales].reverse() }, randomUUID()),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      const messages: string[] = refused.json().errors.map((error: { msg: string }) => error.msg);
      expect(messages.every((msg) => /has already been paid out$/.test(msg))).toBe(true);
    }
    const created = responses.find((response) => response.statusCode === 201)?.json() as PayoutDetailDto;
    expect(await paidState(sales)).toEqual({ payoutIds: [created._id], lines: 4 });
  });

  it('20 simultaneous replays of one key make one payout and all answer it', async () => {
    const sales = await deliveredSales(3);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postPayout(ctx, admin, vendor.id, { sales }, key)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const first = responses.find((response) => response.statusCode === 201)?.json() as PayoutDetailDto;
    for (const response of responses) expect(response.json()).toEqual(first);
    const [row] = await ctx.database.db.select({ n: count() }).from(payouts).where(eq(payouts.idempotencyKey, key));
    expect(row?.n).toBe(1);
    expect(await paidState(sales)).toEqual({ payoutIds: [first._id], lines: 3 });
  });

  it('overlapping selections of two admins at once pay each sale once and never deadlock', async () => {
    const sales = await deliveredSales(6);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        // Windows of three over the six sales, in both directions.
        const start = index % 4;
        const window = sales.slice(start, start + 3);
        return postPayout(ctx, admin, vendor.id, { sales: index % 2 ? window.reverse() : window });
      }),
    );
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const { lines } = await paidState(sales);
    const createdLines = responses
      .filter((response) => response.statusCode === 201)
      .reduce((total, response) => total + (response.json() as PayoutDetailDto).saleCount, 0);
    expect(lines).toBe(createdLines);
    expect(lines).toBeLessThanOrEqual(6);
    const [distinct] = await ctx.database.db
      .select({ sales: countDistinct(payoutLines.saleId), lines: count() })
      .from(payoutLines)
      .where(inArray(payoutLines.saleId, sales));
    expect(distinct).toEqual({ sales: lines, lines });
  });
});
