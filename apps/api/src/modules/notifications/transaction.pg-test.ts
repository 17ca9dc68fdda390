import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createStaff, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';

let ctx: TestContext;
let vendor: OnboardedVendor;
const query = pg.Client.prototype.query;
const inFlight = new WeakMap<pg.Client, number>();
let mostAtOnce = 0;

/**
 * Counts the queries each connection has sent and not yet had answered. pg queues a second query
 * sent before the first is answered, warns that pg 9 will refuse it, and a transaction's connection
 * is where that happens (issue 32's notes: `Promise.all` over one transaction).
 */
function countQueriesInFlight(): void {
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result = (query as (...parts: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      const now = (inFlight.get(this) ?? 0) + 1;
      inFlight.set(this, now);
      mostAtOnce = Math.max(mostAtOnce, now);
      const answered = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(answered, answered);
    }
    return result;
  } as typeof pg.Client.prototype.query;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await createStaff(ctx, 'catalogue');
  vendor = await onboardVendor(ctx);
  countQueriesInFlight();
});
afterAll(async () => {
  pg.Client.prototype.query = query;
  await ctx?.close();
});

describe('notices written in the transaction of their change (PostgreSQL)', () => {
  it("a vendor's new product tells catalogue staff with one query at a time on the transaction's connection", async () => {
    mostAtOnce = 0;
    await createLiveProduct(ctx, vendor, { name: 'Shea butter' });
    expect(mostAtOnce).toBe(1);
  });
});
