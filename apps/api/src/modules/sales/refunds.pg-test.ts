import { randomUUID } from 'node:crypto';
import type { SaleDetailDto } from '@soko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAdjustments, payouts, refunds } from '../../db/schema/index.ts';
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
  vendor = await onboardVendor(ctx, { displayName: 'Race Refunds' });
  // $40.00 and $10.00 shipping: $50.00 paid.
  productId = (await createLiveProduct(ctx, vendor, { price: 40, deliveryPrice: 10, stock: 100 }))._id;
});
afterAll(async () => {
  await ctx?.close();
});

const refund = (token: string, saleId: string, amount: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/sale/${saleId}/refund`,
    headers: { 'x-auth-token': token, 'idempotency-key': randomUUID() },
    payload: { amount, reason: 'faulty' },
  });

async function refundedOf(saleId: string) {
  const [row] = await ctx.database.db
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(amount_cents), 0)`.mapWith(Number),
    })
    .from(refunds)
    .where(eq(refunds.saleId, saleId));
  return row ?? { n: 0, cents: 0 };
}

describe('concurrent refunds of one sale (PostgreSQL)', () => {
  it('never refund more than was paid: 20 refunds of $3.00 from the vendor and staff at once', async () => {
    const { saleId } = await deliveredSale(ctx, vendor, productId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => refund(index % 2 === 0 ? vendor.token : admin, saleId, 3)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // $40.00 of items: 13 refunds of $3.00 fit, the other 7 are refused.
    expect(statuses.filter((status) => status === 201)).toHaveLength(13);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    const stored = await refundedOf(saleId);
    expect(stored).toEqual({ n: 13, cents: 3900 });
    const sale = (
      await ctx.app.inject({ method: 'GET', url: `/api/sale/${saleId}`, headers: { 'x-auth-token': admin } })
    ).json() as SaleDetailDto;
    expect(sale.refunded).toBe(39);
    expect(sale.refundable.amount).toBe(1);
  });

  it('deducts each refund after a payout once, however many race a new payout', async () => {
    const paid = await deliveredSale(ctx, vendor, productId);
    expect((await postPayout(ctx, admin, vendor.id, { sales: [paid.saleId] })).statusCode).toBe(201);
    const next = await Promise.all([deliveredSale(ctx, vendor, productId), deliveredSale(ctx, vendor, productId)]);
    const raced = await Promise.all([
      ...Array.from({ length: 6 }, () => refund(admin, paid.saleId, 2)),
      postPayout(ctx, admin, vendor.id, { sales: [next[0].saleId] }),
      postPayout(ctx, admin, vendor.id, { sales: [next[1].saleId] }),
    ]);
    expect(raced.map((answer) => `${answer.statusCode} ${answer.statusCode === 201 ? '' : answer.body}`)).toEqual(
      Array(8).fill('201 '),
    );
    const adjustments = await ctx.database.db
      .select({ payoutId: payoutAdjustments.payoutId, net: payoutAdjustments.netCents })
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.saleId, paid.saleId));
    expect(adjustments).toHaveLength(6);
    // Whatever each payout took, it took it once: the payouts' adjustment totals and the carried rest add up.
    const [payoutsTook] = await ctx.database.db
      .select({ net: sql<number>`coalesce(sum(${payouts.adjustmentNetCents}), 0)`.mapWith(Number) })
      .from(payouts)
      .where(eq(payouts.vendorId, vendor.id));
    const carried = adjustments.filter((row) => row.payoutId === null).reduce((sum, row) => sum + row.net, 0);
    const all = adjustments.reduce((sum, row) => sum + row.net, 0);
    expect((payoutsTook?.net ?? 0) + carried).toBe(all);
  });
});
