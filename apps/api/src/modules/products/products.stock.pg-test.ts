import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { mailsTo, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('stock notices under concurrent orders, on PostgreSQL', () => {
  it('tells the vendor exactly once that stock is low and once that it ran out', async () => {
    const vendor = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, vendor, { name: 'Cocoa butter', stock: 12 });
    // 12 orders at once: the ones that take stock to 3, 2 and 1 cross the threshold, the last one runs it out.
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => placeOrder(ctx, [{ productId: product._id, qty: 1 }])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(201));
    const subjects = (await mailsTo(ctx, vendor.email))
      .filter((mail) => mail.template === 'stockNotice')
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual(['Cocoa butter is out of stock', 'Cocoa butter is running low on stock']);
  });
});
