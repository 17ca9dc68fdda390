import type { Paginated, ProductDto } from '@soko/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';

/** A cursor carries the sort key: the longest product names (200 characters, accented) must fit in one. */
let ctx: TestContext;
let vendor: OnboardedVendor;
const NAMES = ['é'.repeat(200), `${'x'.repeat(199)}"`, `${'\\'.repeat(150)}Kente`, 'Shea butter'];

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await onboardVendor(ctx);
  for (const name of NAMES) await createLiveProduct(ctx, vendor, { name });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`product cursors on long names (${testEngine})`, () => {
  it.each(['name', '-name'])('walks every product sorted %s one at a time', async (sort) => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/product/list?limit=1&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
        headers: { 'x-auth-token': vendor.token },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Paginated<ProductDto>;
      seen.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect([...seen].sort()).toEqual([...NAMES].sort());
  });
});
