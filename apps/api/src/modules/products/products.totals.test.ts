import type { OrderDto, ProductDto } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory, productFields, sendProduct } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder, setSaleStatus } from '../../test/orders.ts';

/**
 * The kept product figures (each vendor's product, live and paused counts and stock value, the
 * marketplace's products by status and approval, each category's product count) after a random history of adds, edits, orders, cancellations, pauses, approvals and deletes,
 * all through the API: after every step they equal fresh sums over the product rows, and the net
 * worth the API answers is the fresh sum.
 */
let ctx: TestContext;
let admin: string;
let vendors: OnboardedVendor[] = [];
let categories: string[] = [];

/** A small deterministic generator, so that a failing history can be replayed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

async function rows(query: ReturnType<typeof sql>): Promise<unknown[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

async function expectKeptEqualsFresh(step: string): Promise<void> {
  const kept = await rows(sql`
    select vendor_id::text, products, live_products as live, paused_products as paused,
      net_worth_cents::text as worth
    from vendor_product_totals
    where products <> 0 or net_worth_cents <> 0 order by 1`);
  const fresh = await rows(sql`
    select vendor_id::text, count(*)::int as products,
      (count(*) filter (where status = 'active' and approval = 'approved'))::int as live,
      (count(*) filter (where status = 'paused'))::int as paused,
      sum(price_cents::bigint * stock)::text as worth
    from products group by 1 order by 1`);
  expect({ step, kept }).toEqual({ step, kept: fresh });
  const keptStates = await rows(
    sql`select status, approval, products from product_state_totals where products <> 0 order by 1, 2`,
  );
  const freshStates = await rows(
    sql`select status, approval, count(*)::int as products from products group by 1, 2 order by 1, 2`,
  );
  expect({ step, states: keptStates }).toEqual({ step, states: freshStates });
  const keptUses = await rows(
    sql`select category_id::text as id, products from category_product_counts where products <> 0 order by 1`,
  );
  const freshUses = await rows(sql`
    select id::text, count(*)::int as products from (
      select category_id as id from products union all select subcategory_id from product_subcategories
    ) as uses group by 1 order by 1`);
  expect({ step, uses: keptUses }).toEqual({ step, uses: freshUses });
}

const call = (method: 'GET' | 'DELETE', url: string, token: string) =>
  ctx.app.inject({ method, url, headers: { 'x-auth-token': token } });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendors = [await onboardVendor(ctx), await onboardVendor(ctx)];
  categories = [
    (await createCategory(ctx, admin, 'Totals cloth'))._id,
    (await createCategory(ctx, admin, 'Totals food'))._id,
  ];
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`kept product figures (${testEngine})`, () => {
  it('equal fresh sums after every step of a random history through the API', async () => {
    const next = generator(20_261_123);
    const live: { product: ProductDto; vendor: OnboardedVendor }[] = [];
    const cancellable: string[] = [];
    const happened = new Set<string>();
    for (let step = 0; step < 45; step++) {
      const action = live.length < 3 ? 0 : next(7);
      const pick = live[next(Math.max(live.length, 1))];
      let did = 'nothing';
      if (action === 0) {
        const vendor = vendors[next(vendors.length)] as OnboardedVendor;
        const product = await createLiveProduct(ctx, vendor, {
          name: `Product ${step}`,
          price: 1 + next(200) + next(100) / 100,
          stock: 5 + next(40),
        });
        live.push({ product, vendor });
        did = 'add';
      } else if (action === 1 && pick) {
        // The vendor changes price, stock and category at once.
        const edited = await sendProduct(
          ctx,
          pick.vendor.token,
          productFields(categories[next(2)] as string, {
            name: pick.product.name,
            price: (2 + next(300)).toFixed(2),
            stock: String(next(60)),
            salesPercentage: '0',
          }),
          [],
          { method: 'PUT', url: `/api/product/${pick.product._id}/${pick.vendor.id}` },
        );
        expect(edited.statusCode, edited.body).toBe(200);
        did = 'edit';
      } else if (action === 2 || action === 3) {
        // An order of one or two products, possibly of both vendors; refused ones change nothing.
        const items = [...new Set([pick, live[next(live.length)]])]
          .filter((entry) => entry !== undefined)
          .map((entry) => ({ productId: entry.product._id, qty: 1 + next(2) }));
        const placed = await placeOrder(ctx, items);
        if (placed.statusCode === 201) cancellable.push(...(placed.json() as OrderDto).sales.map((sale) => sale._id));
        did = `order ${placed.statusCode}`;
      } else if (action === 4 && cancellable.length > 0) {
        const saleId = cancellable.splice(next(cancellable.length), 1)[0] as string;
        const cancelled = await setSaleStatus(ctx, admin, saleId, 'Cancel');
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        did = 'cancel';
      } else if (action === 5 && pick) {
        const toggled = await call('GET', `/api/product/${pick.product._id}/${pick.vendor.id}`, pick.vendor.token);
        expect(toggled.statusCode).toBe(200);
        const decision = ['approve', 'reject', 'pending'][next(3)];
        const reviewed =
          decision === 'reject'
            ? await ctx.app.inject({
                method: 'PUT',
                url: `/api/product/${pick.product._id}/reject`,
                headers: { 'x-auth-token': admin },
                payload: { reason: 'Not as described' },
              })
            : await call('GET', `/api/product/${pick.product._id}/${pick.vendor.id}/approve?action=${decision}`, admin);
        expect(reviewed.statusCode).toBe(200);
        did = 'pause and review';
      } else if (action === 6 && pick) {
        const deleted = await call('DELETE', `/api/product/${pick.product._id}/${pick.vendor.id}`, pick.vendor.token);
        expect(deleted.statusCode).toBe(200);
        live.splice(live.indexOf(pick), 1);
        did = 'delete';
      }
      happened.add(did);
      await expectKeptEqualsFresh(`step ${step}: ${did}`);
    }
    for (const kind of ['add', 'edit', 'order 201', 'cancel', 'pause and review', 'delete']) {
      expect(happened, kind).toContain(kind);
    }

    for (const [token, vendorId] of [...vendors.map((vendor) => [vendor.token, vendor.id]), [admin, null]]) {
      const [fresh] = (await rows(sql`
        select coalesce(sum(price_cents::bigint * stock), 0)::text as worth from products
        where ${vendorId}::uuid is null or vendor_id = ${vendorId}::uuid`)) as { worth: string }[];
      const answered = (await call('GET', '/api/product/netWorth', token as string)).json() as { total: number };
      expect(Math.round(answered.total * 100)).toBe(Number(fresh?.worth));
    }
  }, 240_000);
});
