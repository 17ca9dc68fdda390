import type { ProductDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { expectKeptStockStates } from '../../test/stock.ts';

// Real concurrency needs real connections: PostgreSQL only (run with TEST_DB_ENGINE=postgres).
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('stock per variant under concurrent orders and bulk edits, on PostgreSQL', () => {
  it('answers every order and edit, and leaves the kept state equal to its variants', async () => {
    const vendor = await onboardVendor(ctx);
    const shirt: ProductDto = await createLiveProduct(ctx, vendor, {
      name: 'Kitenge shirt',
      variants: [
        { size: 'S', stock: 10, price: 30 },
        { size: 'L', stock: 10, price: 30 },
      ],
    });
    const variantId = (size: string) => shirt.variants.find((variant) => variant.size === size)?._id ?? '';
    // Orders and bulk edits both lock the product before its variants, whose trigger then sets the
    // product's state inside the lock: whichever commits last leaves the state of what it left.
    const responses = await Promise.all([
      ...Array.from({ length: 8 }, (_, index) =>
        placeOrder(ctx, [{ productId: shirt._id, variantId: variantId(index % 2 ? 'S' : 'L'), qty: 1 }]),
      ),
      ...[20, 2].map((stock) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/product/bulk',
          headers: { 'x-auth-token': vendor.token },
          payload: { items: [{ id: shirt._id, variants: [{ size: 'S', stock }] }] },
        }),
      ),
    ]);
    // An order may find S set to 2 and none left by then (409); nothing fails otherwise.
    expect(
      responses.map((response) => response.statusCode).filter((status) => ![200, 201, 409].includes(status)),
    ).toEqual([]);
    await expectKeptStockStates(ctx.database.db);
  });
});
