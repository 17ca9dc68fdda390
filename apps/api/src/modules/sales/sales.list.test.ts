import {
  LIST_MAX_DEPTH,
  LIST_TEXT,
  type OrderDto,
  orderDtoSchema,
  type Paginated,
  SALE_SORTS,
  SALE_STATUSES,
  type SaleDto,
  type SaleListResponse,
  type SaleStatus,
  SEARCH_DEPTH,
  saleDtoSchema,
} from '@soko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedCount } from '../../lib/pagination.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct, placeOrder } from '../../test/orders.ts';
import { searchStatusCounts } from './sales.list.repo.ts';

/**
 * The sale and order lists at any depth: keyset cursors that neither repeat nor skip a row while
 * orders keep arriving, searches that find exactly what a plain ILIKE finds, and a clear 400 for
 * every bad page, limit, cursor and sort.
 */
let ctx: TestContext;
let admin: string;
let seller: OnboardedVendor;
let products: string[] = [];
let placed = 0;

const CUSTOMERS = [
  { customer_name: 'Abena Mensah', customer_email: 'abena.mensah@example.com' },
  { customer_name: 'Yaw Owusu', customer_email: 'yaw@example.com' },
  { customer_name: 'Chloe Nguyen', customer_email: 'chloe.n@example.org' },
  { customer_name: 'Mensah & Sons', customer_email: 'orders@mensahsons.com.au' },
  { customer_name: '100% Pure', customer_email: 'pure_100@example.com' },
];

async function order(): Promise<OrderDto> {
  placed += 1;
  // Equal amounts on purpose (the same product and quantity): ties must be broken by the id.
  const product = products[placed % 2] ?? '';
  const response = await placeOrder(ctx, [{ productId: product, qty: 1 }], {
    customer: CUSTOMERS[placed % CUSTOMERS.length],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as OrderDto;
}

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function page<T>(url: string, token = admin): Promise<Paginated<T>> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Paginated<T>;
}

/** Every row of a list, page after page by cursor, calling `between` after each page. */
async function walk<T extends { _id: string }>(
  url: string,
  between: () => Promise<unknown> = async () => {},
  token = admin,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 100; pages++) {
    const separator = url.includes('?') ? '&' : '?';
    const current = await page<T>(cursor ? `${url}${separator}cursor=${cursor}` : url, token);
    seen.push(...current.items.map((item) => item._id));
    cursor = current.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error('the list never ended');
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  seller = await onboardVendor(ctx, { displayName: 'Keyset Kente' });
  products = [
    (await createLiveProduct(ctx, seller, { price: 20, deliveryPrice: 5, stock: 10_000 }))._id,
    (await createLiveProduct(ctx, seller, { name: 'Cheaper cloth', price: 12.5, shipping: 1, stock: 10_000 }))._id,
  ];
  for (let i = 0; i < 14; i++) await order();
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`sale and order lists at any depth (${testEngine})`, () => {
  it.each(SALE_SORTS)('walks every sale once by cursor, sorted %s, while orders arrive', async (sort) => {
    const before = (await page<SaleDto>(`/api/sale/list?limit=100&sort=${sort}`)).items.map((sale) => sale._id);
    const walked = await walk<SaleDto>(`/api/sale/list?limit=4&sort=${sort}`, order);
    expect(new Set(walked).size).toBe(walked.length);
    // Every sale that existed when the walk began is met exactly once, in the list's order.
    const metBefore = walked.filter((id) => before.includes(id));
    expect(metBefore).toEqual(before);
  });

  it.each([
    ['the vendor list', '/api/sale/mySales?sort=oldest'],
    ['the order list', '/api/order/list?'],
  ])('walks %s by cursor too', async (_name, url) => {
    const token = url.includes('mySales') ? seller.token : admin;
    const before = (await page<SaleDto>(`${url}&limit=100`, token)).items.map((item) => item._id);
    const walked = await walk<SaleDto>(`${url}&limit=3`, order, token);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => before.includes(id))).toEqual(before);
  });

  it('counts exactly from the kept figures, and says when a search count is capped', async () => {
    const counted = (await ctx.database.db.execute(sql`select count(*)::int as n from sales`)) as unknown as {
      rows: { n: number }[];
    };
    const listed = await page<SaleDto>('/api/sale/list?limit=1');
    expect(listed.total).toBe(Number(counted.rows[0]?.n));
    expect(listed.totalCapped).toBe(false);
    const searched = await page<SaleDto>('/api/sale/list?limit=1&q=mensah');
    expect(searched.totalCapped).toBe(false);
    expect(searched.total).toBeGreaterThan(0);
  });

  it.each(['mensah', 'MENSAH', 'example.org', '100%', 'pure_', 'sons.com', 'owusu'])(
    'finds for %s exactly the sales a plain ILIKE finds',
    async (q) => {
      const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const result = (await ctx.database.db.execute(sql`
        select sales.id from sales join orders on orders.id = sales.order_id
        where orders.customer_name ilike ${pattern} or orders.customer_email ilike ${pattern}`)) as unknown as {
        rows: { id: string }[];
      };
      const expected = result.rows.map((row) => row.id).sort();
      const found = await walk<SaleDto>(`/api/sale/list?limit=7&q=${encodeURIComponent(q)}`);
      expect([...found].sort()).toEqual(expected);
      const listed = await page<SaleDto>(`/api/sale/list?limit=1&q=${encodeURIComponent(q)}`);
      expect(listed.total).toBe(expected.length);
    },
  );

  it.each([...SALE_SORTS.map((sort) => `/api/sale/list?sort=${sort}`), '/api/sale/list?q=mensah', '/api/order/list?'])(
    'answers %s by page number with the rows the cursor walk meets',
    async (url) => {
      const walked = await walk<{ _id: string }>(`${url}&limit=3`);
      expect(walked.length).toBeGreaterThan(6);
      for (const pageNumber of [2, 3]) {
        const numbered = await page<SaleDto | OrderDto>(`${url}&limit=3&page=${pageNumber}`);
        expect(numbered.items.map((item) => item._id)).toEqual(walked.slice((pageNumber - 1) * 3, pageNumber * 3));
      }
    },
  );

  it('reads digits as an order number only, not as part of an email', async () => {
    const pure = await page<SaleDto>('/api/sale/list?limit=100&q=pure_100');
    expect(pure.total).toBeGreaterThan(0);
    const [first] = (await page<OrderDto>('/api/order/list?limit=1&sort=oldest')).items;
    for (const q of ['100', '%23100', '1', '10']) {
      const found = await page<SaleDto>(`/api/sale/list?limit=100&q=${q}`);
      expect(
        found.items.every((sale) => sale.order_id.number === Number(q.replace('%23', ''))),
        q,
      ).toBe(true);
    }
    const one = await page<SaleDto>(`/api/sale/list?limit=100&q=${first?.number}`);
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.map((sale) => sale.order_id._id)).toEqual(one.items.map(() => first?._id));
  });

  it('finds a whole email address as that one customer, in any case', async () => {
    const abena = await page<SaleDto>('/api/sale/list?limit=100&q=ABENA.Mensah%40example.com');
    expect(abena.total).toBeGreaterThan(0);
    expect(new Set(abena.items.map((sale) => sale.order_id.customer_email))).toEqual(
      new Set(['abena.mensah@example.com']),
    );
    const orders = await page<OrderDto>('/api/order/list?limit=100&q=abena.mensah%40example.com');
    expect(orders.items.map((item) => item.customer_email)).toEqual(orders.items.map(() => 'abena.mensah@example.com'));
    expect(orders.total).toBe(orders.items.length);
  });

  it("answers a search's count of each status, whatever the status filter, as a plain query counts them", async () => {
    await ctx.database.db.execute(sql`
      update sales set status = 'Processing' where id in (
        select sales.id from sales join orders on orders.id = sales.order_id
        where orders.customer_name ilike '%mensah%' order by sales.id limit 3)`);
    const result = (await ctx.database.db.execute(sql`
      select sales.status, count(*)::int as n from sales join orders on orders.id = sales.order_id
      where orders.customer_name ilike '%mensah%' or orders.customer_email ilike '%mensah%'
      group by sales.status`)) as unknown as { rows: { status: SaleStatus; n: number }[] };
    const expected = Object.fromEntries(SALE_STATUSES.map((status) => [status, 0]));
    for (const row of result.rows) expected[row.status] = Number(row.n);
    expect(expected.Processing).toBe(3);
    for (const url of [
      '/api/sale/list?limit=100&q=mensah&counts=true',
      '/api/sale/list?limit=2&q=mensah&counts=true',
      '/api/sale/list?limit=2&q=mensah&status=Processing&counts=true',
    ]) {
      const answered = (await page<SaleDto>(url)) as SaleListResponse;
      expect(answered.statusCounts, url).toEqual(expected);
    }
    const processing = (await page<SaleDto>(
      '/api/sale/list?limit=100&q=mensah&status=Processing&counts=true',
    )) as SaleListResponse;
    expect(processing.total).toBe(3);
    expect(processing.statusCounts).toEqual(expected);
    const mine = (await page<SaleDto>(
      '/api/sale/mySales?limit=2&q=mensah&counts=true',
      seller.token,
    )) as SaleListResponse;
    expect(mine.statusCounts).toEqual(expected);
    // Counted only when asked (a person opens the filter), and only for a search.
    const unasked = (await page<SaleDto>('/api/sale/list?limit=2&q=mensah')) as SaleListResponse;
    expect(unasked).not.toHaveProperty('statusCounts');
    expect(unasked.total).toBe(Object.values(expected).reduce((sum, n) => sum + n, 0));
    expect((await page<SaleDto>('/api/sale/list?limit=1&counts=true')) as SaleListResponse).not.toHaveProperty(
      'statusCounts',
    );
  });

  it('counts the statuses of at most the depth it is given, saying that there are more', async () => {
    const counted = await searchStatusCounts(ctx.database.db, { q: 'mensah' }, 3);
    expect(counted.matched).toBe(3);
  });

  it(`pages a search by number through its first ${SEARCH_DEPTH} matches only, and goes on by cursor`, async () => {
    const depth = `page=${SEARCH_DEPTH / 10 + 1}&limit=10`;
    for (const [url, token] of [
      [`/api/sale/list?q=mensah&${depth}`, admin],
      [`/api/sale/mySales?q=mensah&${depth}`, seller.token],
      [`/api/order/list?q=mensah&${depth}`, admin],
      [`/api/product/list?q=cloth&${depth}`, admin],
    ] as const) {
      const response = await get(url, token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([{ msg: LIST_TEXT.tooDeepSearch, param: 'page' }]);
    }
    const last = await page<SaleDto>(`/api/sale/list?q=mensah&page=${SEARCH_DEPTH / 10}&limit=10`);
    expect(last.items).toEqual([]);
  });

  it(`counts a search's matches up to ${SEARCH_DEPTH}, and a list's rows up to ${LIST_MAX_DEPTH}`, async () => {
    const rows = sql`select 1 from generate_series(1, ${LIST_MAX_DEPTH + 5})`;
    expect(await boundedCount(ctx.database.db, rows, true)).toEqual({ total: SEARCH_DEPTH, totalCapped: true });
    expect(await boundedCount(ctx.database.db, rows)).toEqual({ total: LIST_MAX_DEPTH, totalCapped: true });
    const few = sql`select 1 from generate_series(1, ${SEARCH_DEPTH})`;
    expect(await boundedCount(ctx.database.db, few, true)).toEqual({ total: SEARCH_DEPTH, totalCapped: false });
  });

  it('sends exactly the declared fields of each sale and order', async () => {
    const sales = await page<SaleDto>('/api/sale/list?limit=3');
    expect(Object.keys(sales).sort()).toEqual(['items', 'limit', 'nextCursor', 'page', 'total', 'totalCapped']);
    for (const sale of sales.items) expect(Object.keys(sale).sort()).toEqual(Object.keys(saleDtoSchema.shape).sort());
    const orders = await page<OrderDto>('/api/order/list?limit=3');
    for (const item of orders.items) expect(Object.keys(item).sort()).toEqual(Object.keys(orderDtoSchema.shape).sort());
  });

  it('finds an order by its number, with or without #', async () => {
    const placedOrder = await order();
    for (const q of [String(placedOrder.number), `%23${placedOrder.number}`]) {
      const orders = await page<OrderDto>(`/api/order/list?q=${q}`);
      expect(orders.items.map((item) => item._id)).toEqual([placedOrder._id]);
    }
  });

  it.each([
    ['page=0', 'page', 'The page must be a whole number from 1'],
    ['page=abc', 'page', 'The page must be a whole number from 1'],
    ['page=1.5', 'page', 'The page must be a whole number from 1'],
    ['limit=0', 'limit', 'The limit must be a whole number from 1 to 100'],
    ['limit=1000', 'limit', 'The limit must be a whole number from 1 to 100'],
    ['sort=price', 'sort', 'Sort by one of: newest, oldest, amount, -amount'],
    ['cursor=not-a-cursor', 'cursor', LIST_TEXT.badCursor],
    [`cursor=${'x'.repeat(400)}`, 'cursor', LIST_TEXT.badCursor],
    [`page=${LIST_MAX_DEPTH / 10 + 1}&limit=10`, 'page', LIST_TEXT.tooDeep],
    ['q=ab', 'q', LIST_TEXT.shortSearch],
    ['q=mensah&counts=yes', 'counts', 'counts must be true or false'],
  ])('answers %s with a 400 that says what is wrong', async (query, param, msg) => {
    for (const url of [`/api/sale/list?${query}`, `/api/sale/mySales?${query}`]) {
      const response = await get(url, url.includes('mySales') ? seller.token : admin);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors).toEqual([{ msg, param }]);
    }
  });

  it('refuses a cursor made for another sort, or forged', async () => {
    const newest = await page<SaleDto>('/api/sale/list?limit=2');
    expect(newest.nextCursor).toBeTruthy();
    const other = await get(`/api/sale/list?limit=2&sort=amount&cursor=${newest.nextCursor}`);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ msg: LIST_TEXT.badCursor, param: 'cursor' }]);
    const forged = Buffer.from(JSON.stringify(['newest', "2026-01-01'; drop table sales; --", 'x'])).toString(
      'base64url',
    );
    expect((await get(`/api/sale/list?cursor=${forged}`)).statusCode).toBe(400);
    const orderCursor = (await page<OrderDto>('/api/order/list?limit=1')).nextCursor;
    expect((await get(`/api/order/list?cursor=${orderCursor}`)).statusCode).toBe(200);
    expect((await get('/api/order/list?cursor=bad')).statusCode).toBe(400);
  });
});
