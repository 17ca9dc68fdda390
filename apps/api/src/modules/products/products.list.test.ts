import { randomBytes } from 'node:crypto';
import { PRODUCT_SORTS, type ProductListResponse } from '@soko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NewProduct, productImages, products } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { createCategory } from '../../test/catalogue.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';

let ctx: TestContext;
let admin: string;
let vendorA: OnboardedVendor;
let vendorB: OnboardedVendor;
let categoryId = '';

const A_COUNT = 300;
const B_COUNT = 50;
const MINUTE = 60_000;

interface Seeded {
  name: string;
  priceCents: number;
  stock: number;
  createdAt: Date;
}
const seededA: Seeded[] = [];

/** Rows for the list to page through, inserted with one multi-row statement rather than 350 API calls. */
function productRows(vendorId: string, categoryId: string, count: number, start: Date): NewProduct[] {
  return Array.from({ length: count }, (_, n) => ({
    vendorId,
    categoryId,
    name: n % 50 === 7 ? `Shea 100% pure ${n}` : `Product ${String((n * 37) % count).padStart(3, '0')}`,
    priceCents: 100 + ((n * 7919) % 50_000),
    stock: (n * 13) % 97,
    shortDetails: 'Seeded',
    shipping: 1,
    description: '<p>Seeded</p>',
    shippingProvider: 'Fixed Delivery' as const,
    variantOption: 2,
    approval: n % 3 === 0 ? ('approved' as const) : ('pending' as const),
    status: n % 5 === 0 ? ('paused' as const) : ('active' as const),
    createdAt: new Date(start.getTime() - n * MINUTE),
  }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendorA = await onboardVendor(ctx);
  vendorB = await onboardVendor(ctx);
  const category = await createCategory(ctx, admin, 'Seeded');
  categoryId = category._id;
  const now = new Date();
  const rowsA = productRows(vendorA.id, category._id, A_COUNT, now);
  seededA.push(
    ...rowsA.map(({ name, priceCents, stock, createdAt }) => ({
      name,
      priceCents,
      stock,
      createdAt: createdAt ?? now,
    })),
  );
  const inserted = await ctx.database.db
    .insert(products)
    .values([...rowsA, ...productRows(vendorB.id, category._id, B_COUNT, now)])
    .returning({ id: products.id });
  await ctx.database.db.insert(productImages).values(
    inserted.map(({ id }) => ({
      productId: id,
      file: `${randomBytes(16).toString('hex')}.webp`,
      thumbFile: `${randomBytes(16).toString('hex')}.webp`,
      position: 0,
    })),
  );
});
afterAll(async () => {
  await ctx?.close();
});

const list = async (token: string, query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/product/list?${query}`,
    headers: { 'x-auth-token': token },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { _id: string; name: string; price: number; stock: number; user: string; images: { image: string }[] }[];
    total: number;
    page: number;
    limit: number;
    totalCapped?: boolean;
    nextCursor?: string | null;
  };
};

const byName = (a: Seeded, b: Seeded) => a.name.toLowerCase().localeCompare(b.name.toLowerCase());

describe(`product list on a few hundred products (${testEngine})`, () => {
  it('pages a vendor’s own products 9 at a time, newest first, with their images', async () => {
    const first = await list(vendorA.token, '');
    expect({ total: first.total, page: first.page, limit: first.limit, count: first.items.length }).toEqual({
      total: A_COUNT,
      page: 1,
      limit: 9,
      count: 9,
    });
    expect(first.items.map((item) => item.name)).toEqual(seededA.slice(0, 9).map((row) => row.name));
    expect(first.items.every((item) => item.user === vendorA.id && item.images.length === 1)).toBe(true);
    const last = await list(vendorA.token, 'page=34');
    expect(last.items.map((item) => item.name)).toEqual(seededA.slice(297).map((row) => row.name));
    const beyond = await list(vendorA.token, 'page=35');
    expect(beyond).toMatchObject({ items: [], total: A_COUNT });
    const big = await list(vendorA.token, 'page=3&limit=100');
    expect(big.items.map((item) => item.name)).toEqual(seededA.slice(200, 300).map((row) => row.name));
  });

  it('sorts by name, price and stock both ways, and oldest first', async () => {
    const names = (items: { name: string }[]) => items.map((item) => item.name);
    const byNameAsc = await list(vendorA.token, 'sort=name&limit=20');
    expect(names(byNameAsc.items)).toEqual(names([...seededA].sort(byName).slice(0, 20)));
    const byNameDesc = await list(vendorA.token, 'sort=-name&limit=20');
    expect(names(byNameDesc.items)).toEqual(names([...seededA].sort((a, b) => byName(b, a)).slice(0, 20)));

    const prices = (await list(vendorA.token, 'sort=price&limit=100&page=2')).items.map((item) => item.price);
    const expectedPrices = seededA.map((row) => row.priceCents / 100).sort((a, b) => a - b);
    expect(prices).toEqual(expectedPrices.slice(100, 200));
    const highest = (await list(vendorA.token, 'sort=-price&limit=5')).items.map((item) => item.price);
    expect(highest).toEqual([...expectedPrices].reverse().slice(0, 5));

    const stocks = (await list(vendorA.token, 'sort=stock&limit=100')).items.map((item) => item.stock);
    expect(stocks).toEqual(
      seededA
        .map((row) => row.stock)
        .sort((a, b) => a - b)
        .slice(0, 100),
    );
    const mostStock = (await list(vendorA.token, 'sort=-stock&limit=3')).items.map((item) => item.stock);
    expect(mostStock).toEqual(
      seededA
        .map((row) => row.stock)
        .sort((a, b) => b - a)
        .slice(0, 3),
    );

    const oldest = await list(vendorA.token, 'sort=oldest&limit=3');
    expect(names(oldest.items)).toEqual(names(seededA.slice(-3).reverse()));
  });

  it('searches names case-insensitively, taking % literally, and filters by status and approval', async () => {
    const product0 = await list(vendorA.token, 'q=PRODUCT%2000&limit=100');
    const expected = seededA.filter((row) => row.name.toLowerCase().includes('product 00'));
    expect(product0.total).toBe(expected.length);
    expect(product0.items.map((item) => item.name).sort()).toEqual(expected.map((row) => row.name).sort());
    const percent = await list(vendorA.token, `q=${encodeURIComponent('100%')}&limit=100`);
    expect(percent.total).toBe(seededA.filter((row) => row.name.includes('100%')).length);
    expect(percent.total).toBe(6);
    expect((await list(vendorA.token, 'status=paused')).total).toBe(A_COUNT / 5);
    expect((await list(vendorA.token, 'approval=approved')).total).toBe(A_COUNT / 3);
    expect((await list(vendorA.token, 'approval=approved&status=paused')).total).toBe(A_COUNT / 15);
  });

  it("answers a search's Status and Approval counts, each with the other filter applied, as a plain query counts them", async () => {
    const result = (await ctx.database.db.execute(sql`
      select status, approval, count(*)::int as n from products
      where vendor_id = ${vendorA.id} and lower(name) like '%product 0%' group by status, approval`)) as unknown as {
      rows: { status: 'active' | 'paused'; approval: 'pending' | 'approved' | 'rejected'; n: number }[];
    };
    const cells = result.rows.map((row) => ({ ...row, n: Number(row.n) }));
    const countOf = (keep: (cell: (typeof cells)[number]) => boolean) =>
      cells.filter(keep).reduce((sum, cell) => sum + cell.n, 0);
    for (const [filters, status, approval] of [
      ['', undefined, undefined],
      ['&status=paused', 'paused', undefined],
      ['&approval=approved', undefined, 'approved'],
      ['&status=active&approval=pending', 'active', 'pending'],
    ] as const) {
      for (const limit of [100, 5]) {
        const answered = (await list(
          vendorA.token,
          `q=product%200&limit=${limit}${filters}&counts=true`,
        )) as ProductListResponse;
        const shown = (cell: (typeof cells)[number]) =>
          (!status || cell.status === status) && (!approval || cell.approval === approval);
        expect(answered.total, filters).toBe(countOf(shown));
        expect(answered.statusCounts, filters).toEqual({
          active: countOf((cell) => cell.status === 'active' && (!approval || cell.approval === approval)),
          paused: countOf((cell) => cell.status === 'paused' && (!approval || cell.approval === approval)),
        });
        expect(answered.approvalCounts, filters).toEqual({
          pending: countOf((cell) => cell.approval === 'pending' && (!status || cell.status === status)),
          approved: countOf((cell) => cell.approval === 'approved' && (!status || cell.status === status)),
          rejected: 0,
        });
      }
    }
    expect(countOf(() => true)).toBeGreaterThan(5);
    const waiting = (await list(vendorA.token, 'q=product%200&approval=revision&counts=true')) as ProductListResponse;
    expect(waiting).toMatchObject({ total: 0, statusCounts: null, approvalCounts: null });
    // Counted only when asked, and only for a search.
    const unasked = (await list(vendorA.token, 'q=product%200&limit=5')) as ProductListResponse;
    expect(unasked).not.toHaveProperty('approvalCounts');
    expect(unasked.total).toBe(countOf(() => true));
    expect((await list(vendorA.token, 'limit=1&counts=true')) as ProductListResponse).not.toHaveProperty(
      'statusCounts',
    );
  });

  it('shows a vendor only their own, and the super admin everyone’s or one vendor’s', async () => {
    const b = await list(vendorB.token, `vendorId=${vendorA.id}`);
    expect(b.total).toBe(B_COUNT);
    expect(b.items.every((item) => item.user === vendorB.id)).toBe(true);
    expect((await list(admin, '')).total).toBe(A_COUNT + B_COUNT);
    expect((await list(admin, `vendorId=${vendorB.id}`)).total).toBe(B_COUNT);
  });

  it.each(PRODUCT_SORTS)('walks every product once by cursor, sorted %s, while products are added', async (sort) => {
    const before = (await list(admin, `sort=${sort}&limit=100&vendorId=${vendorA.id}`)).items.map((item) => item._id);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let added = 0;
    do {
      const page = await list(admin, `sort=${sort}&limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items.map((item) => item._id));
      cursor = page.nextCursor;
      added += 1;
      // A product that sorts anywhere: cheap, well stocked, named to land mid-alphabet.
      await ctx.database.db
        .insert(products)
        .values(
          productRows(vendorB.id, categoryId, 1, new Date()).map((row) => ({ ...row, name: `Product 1${added}` })),
        );
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const fromA = seen.filter((id) => before.includes(id));
    expect(fromA.slice(0, before.length)).toEqual(before);
  });

  it('counts the whole catalogue only up to the list depth, and exactly for one vendor', async () => {
    const all = await list(admin, 'limit=1');
    expect(all.totalCapped).toBe(false);
    const mine = await list(vendorA.token, 'limit=1');
    expect(mine).toMatchObject({ total: A_COUNT, totalCapped: false });
  });

  it.each(['product 0', 'PURE', '100%', 'oduct 1'])('finds for %s exactly what a plain ILIKE finds', async (q) => {
    const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const expected = (
      (await ctx.database.db.execute(sql`select id from products where name ilike ${pattern}`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows
      .map((row) => row.id)
      .sort();
    const found: string[] = [];
    let cursor: string | null | undefined;
    let total = 0;
    do {
      const page = await list(admin, `q=${encodeURIComponent(q)}&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      found.push(...page.items.map((item) => item._id));
      total = page.total;
      cursor = page.nextCursor;
    } while (cursor);
    expect(found.sort()).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it('keeps each vendor’s stock value and each category’s product count equal to a fresh sum', async () => {
    const fresh = (await ctx.database.db.execute(
      sql`select vendor_id, count(*)::int as products, sum(price_cents::bigint * stock)::text as worth from products group by 1 order by 1`,
    )) as unknown as { rows: unknown[] };
    const kept = (await ctx.database.db.execute(
      sql`select vendor_id, products, net_worth_cents::text as worth from vendor_product_totals where products <> 0 order by 1`,
    )) as unknown as { rows: unknown[] };
    expect(kept.rows).toEqual(fresh.rows);
    await ctx.database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 3` })
      .where(eq(products.vendorId, vendorA.id));
    await ctx.database.db.delete(products).where(eq(products.vendorId, vendorB.id));
    const after = (await ctx.database.db.execute(
      sql`select coalesce(sum(price_cents::bigint * stock), 0)::text as worth from products`,
    )) as unknown as { rows: { worth: string }[] };
    const freshUses = (await ctx.database.db.execute(sql`
      select id::text, count(*)::int as products from (
        select category_id as id from products union all select subcategory_id from product_subcategories
      ) as uses group by 1 order by 1`)) as unknown as { rows: unknown[] };
    const keptUses = (await ctx.database.db.execute(
      sql`select category_id::text as id, products from category_product_counts where products <> 0 order by 1`,
    )) as unknown as { rows: unknown[] };
    expect(keptUses.rows).toEqual(freshUses.rows);
    const worth = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/netWorth',
      headers: { 'x-auth-token': admin },
    });
    expect(Math.round(worth.json().total * 100)).toBe(Number(after.rows[0]?.worth));
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      'page=0',
      'limit=101',
      'sort=rating',
      'status=gone',
      `q=${'x'.repeat(101)}`,
      'q=ab',
      'cursor=zz',
      'page=1200',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/product/list?${query}`,
        headers: { 'x-auth-token': vendorA.token },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
