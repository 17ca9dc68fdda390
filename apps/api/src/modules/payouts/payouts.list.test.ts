import {
  LIST_MAX_DEPTH,
  LIST_TEXT,
  marketplaceToday,
  type PayoutListDto,
  SALE_PAYOUT_STATES,
  type SalePayoutState,
  type StatementDto,
} from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, placeSale, postPayout } from '../../test/payouts.ts';

/**
 * The payout list at any depth (keyset cursors that neither repeat nor skip while payouts are added),
 * its totals from the kept day figures, the statement's payout-state filter from the sale rows, and a clear
 * 400 for every bad page, limit and cursor.
 */
let ctx: TestContext;
let admin: string;
let kente: OnboardedVendor;
let spice: OnboardedVendor;
let inserted = 0;

const DAY = 86_400_000;
const BASE = Date.now() - 400 * DAY;

/** Payouts written straight to the table (the trigger keeps the totals as for any writer). */
async function insertPayouts(count: number, at: (n: number) => Date, paid: (n: number) => boolean): Promise<void> {
  await ctx.database.db.insert(payouts).values(
    Array.from({ length: count }, (_, n) => {
      inserted += 1;
      const vendor = inserted % 3 === 0 ? spice : kente;
      return {
        vendorId: vendor.id,
        idempotencyKey: `list-test-${inserted}`,
        requestHash: 'test',
        grossCents: 1000 + inserted * 7,
        feeCents: 48 + (inserted % 5),
        feeGstCents: 4 + (inserted % 2),
        netCents: 952 + inserted * 7 - (inserted % 5),
        saleCount: 1 + (inserted % 4),
        paidAt: paid(n) ? '2026-01-15' : null,
        createdAt: at(n),
      };
    }),
  );
}

const get = (url: string, token = admin) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

async function page<T>(url: string, token = admin): Promise<T> {
  const response = await get(url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Every payout of a list, page after page by cursor, calling `between` after each page. */
async function walk(url: string, between: () => Promise<unknown>, token = admin): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null | undefined;
  for (let pages = 0; pages < 200; pages++) {
    const separator = url.includes('?') ? '&' : '?';
    const current = await page<PayoutListDto>(cursor ? `${url}${separator}cursor=${cursor}` : url, token);
    seen.push(...current.items.map((item) => item._id));
    cursor = current.nextCursor;
    if (!cursor) return seen;
    await between();
  }
  throw new Error('the list never ended');
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  kente = await onboardVendor(ctx, { displayName: 'Kente Keyset' });
  spice = await onboardVendor(ctx, { displayName: 'Spice Keyset' });
  // Payouts made through the API too: created, some marked paid, so the trigger sees both changes.
  const scarf = await createLiveProduct(ctx, kente, { price: 30, deliveryPrice: 5, stock: 100 });
  const delivered = [];
  for (let n = 0; n < 4; n++) delivered.push(await deliveredSale(ctx, kente, scarf._id));
  await placeSale(ctx, kente.id, scarf._id); // not yet delivered
  await deliveredSale(ctx, kente, scarf._id); // awaiting payout
  for (const sales of [delivered.slice(0, 2), delivered.slice(2)]) {
    const created = await postPayout(ctx, admin, kente.id, { sales: sales.map((sale) => sale.saleId) });
    expect(created.statusCode, created.body).toBe(201);
  }
  const [firstPayout] = (await page<PayoutListDto>('/api/transfer?limit=1')).items;
  const marked = await ctx.app.inject({
    method: 'PUT',
    url: `/api/transfer/${firstPayout?._id}/paid`,
    headers: { 'x-auth-token': admin },
    payload: { bankReference: 'SOKO-1', paidAt: marketplaceToday() },
  });
  expect(marked.statusCode, marked.body).toBe(200);
  // Groups of payouts made at one instant: their ties are broken by the id.
  await insertPayouts(
    30,
    (n) => new Date(BASE + Math.floor(n / 3) * DAY),
    (n) => n % 4 !== 0,
  );
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

describe(`payout list at any depth (${testEngine})`, () => {
  it.each([
    ['every payout', '/api/transfer?limit=4'],
    ['pending payouts', '/api/transfer?limit=3&status=Pending'],
    ['paid payouts', '/api/transfer?limit=5&status=Paid'],
    ['one vendor', () => `/api/transfer?limit=4&vendorId=${kente.id}`],
  ])('walks %s once by cursor, in order, while payouts are added', async (_name, path) => {
    const url = typeof path === 'string' ? path : path();
    const before = (await page<PayoutListDto>(url.replace(/limit=\d+/, 'limit=100'))).items.map((item) => item._id);
    expect(before.length).toBeGreaterThan(5);
    // New payouts land before, among and after the walked ones (one at an instant that already has three).
    let added = 0;
    const walked = await walk(url, () => {
      added += 1;
      return insertPayouts(
        1,
        () => new Date(added % 2 === 0 ? Date.now() : BASE + (added % 10) * DAY),
        () => added % 3 === 0,
      );
    });
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => before.includes(id))).toEqual(before);
  });

  it('answers the same rows by ?page= as by cursor', async () => {
    const all = (await page<PayoutListDto>('/api/transfer?limit=100')).items.map((item) => item._id);
    // 7 is no screen's page size (built at each request); 5 is (prepared, the first page without offset).
    for (const limit of [7, 5]) {
      const paged: string[] = [];
      for (let n = 1; paged.length < all.length; n++) {
        paged.push(
          ...(await page<PayoutListDto>(`/api/transfer?limit=${limit}&page=${n}`)).items.map((item) => item._id),
        );
      }
      expect({ limit, paged }).toEqual({ limit, paged: all });
    }
    const fresh = await rows<{ id: string }>(sql`select id from payouts order by created_at desc, id desc`);
    expect(all).toEqual(fresh.map((row) => row.id));
  });

  it('totals the marketplace from the kept day figures, equal to fresh sums over the payouts', async () => {
    const kept = await rows<Record<string, string>>(sql`
      select day::text, paid, payouts::text, gross_cents::text, fee_cents::text, fee_gst_cents::text, net_cents::text,
        sale_count::text
      from payout_day_totals where payouts <> 0 order by 1, 2`);
    const summed = await rows<Record<string, string>>(sql`
      select (created_at at time zone 'Australia/Sydney')::date::text as day, paid_at is not null as paid,
        count(*)::text as payouts, sum(gross_cents)::text as gross_cents, sum(fee_cents)::text as fee_cents,
        sum(fee_gst_cents)::text as fee_gst_cents, sum(net_cents)::text as net_cents, sum(sale_count)::text as sale_count
      from payouts group by 1, 2 order by 1, 2`);
    expect(kept).toEqual(summed);

    const from = new Date(BASE + 2 * DAY).toISOString().slice(0, 10);
    const to = new Date(BASE + 6 * DAY).toISOString().slice(0, 10);
    for (const query of ['', 'status=Paid', 'status=Pending', `from=${from}&to=${to}`, `from=${from}&status=Pending`]) {
      const listed = await page<PayoutListDto>(`/api/transfer?limit=1&${query}`);
      const params = new URLSearchParams(query);
      const status = params.get('status');
      const [fresh] = await rows<{
        n: number;
        gross: string;
        fee: string;
        gst: string;
        net: string;
        sales: string;
        paidSales: string;
      }>(sql`
        select count(*)::int as n, coalesce(sum(gross_cents), 0)::text as gross, coalesce(sum(fee_cents), 0)::text as fee,
          coalesce(sum(fee_gst_cents), 0)::text as gst, coalesce(sum(net_cents), 0)::text as net, coalesce(sum(sale_count), 0)::text as sales,
          coalesce(sum(sale_count) filter (where paid_at is not null), 0)::text as "paidSales"
        from payouts
        where (${params.get('from')}::date is null or created_at >= (${params.get('from')}::date)::timestamp at time zone 'Australia/Sydney')
          and (${params.get('to')}::date is null or created_at < (${params.get('to')}::date + 1)::timestamp at time zone 'Australia/Sydney')
          and (${status}::text is null or (paid_at is not null) = (${status}::text = 'Paid'))`);
      expect({ query, total: listed.total, capped: listed.totalCapped, totals: listed.totals }).toEqual({
        query,
        total: fresh?.n,
        capped: false,
        totals: {
          gross: Number(fresh?.gross) / 100,
          fee: Number(fresh?.fee) / 100,
          feeGst: Number(fresh?.gst) / 100,
          net: Number(fresh?.net) / 100,
          count: Number(fresh?.sales),
          paidCount: Number(fresh?.paidSales),
        },
      });
    }
  });

  it('filters the statement on each payout state from the sale rows, as the payout lines and payouts say', async () => {
    const conditions: Record<SalePayoutState, SQL> = {
      not_delivered: sql`l.sale_id is null and s.status <> 'Delivered'`,
      awaiting_payout: sql`l.sale_id is null and s.status = 'Delivered'`,
      in_payout: sql`l.sale_id is not null and p.paid_at is null`,
      paid_out: sql`p.paid_at is not null`,
    };
    for (const state of SALE_PAYOUT_STATES) {
      const listed = await page<StatementDto>(`/api/transfer/statement?limit=100&state=${state}`);
      const fresh = await rows<{ id: string }>(sql`
        select s.id from sales s
        left join payout_lines l on l.sale_id = s.id left join payouts p on p.id = l.payout_id
        where s.status <> 'Cancel' and ${conditions[state]}
        order by s.created_at desc, s.id desc`);
      expect(
        listed.items.map((line) => line.saleId),
        state,
      ).toEqual(fresh.map((row) => row.id));
      expect(listed.items.every((line) => line.state === state)).toBe(true);
      // Its prepared pages (a screen's size) by number give the same rows.
      const paged: string[] = [];
      for (let n = 1; paged.length < listed.items.length; n++) {
        const next = await page<StatementDto>(`/api/transfer/statement?limit=5&page=${n}&state=${state}`);
        paged.push(...next.items.map((line) => line.saleId));
        if (next.items.length < 5) break;
      }
      expect({ state, paged }).toEqual({ state, paged: listed.items.map((line) => line.saleId) });
    }
  });

  const tooDeep = `page=${LIST_MAX_DEPTH / 10 + 1}&limit=10`;
  it.each([
    ['/api/transfer?page=0', 'page', 'The page must be a whole number from 1'],
    ['/api/transfer?page=x', 'page', 'The page must be a whole number from 1'],
    ['/api/transfer?limit=0', 'limit', 'The limit must be a whole number from 1 to 100'],
    ['/api/transfer?limit=101', 'limit', 'The limit must be a whole number from 1 to 100'],
    ['/api/transfer?cursor=bad', 'cursor', LIST_TEXT.badCursor],
    [`/api/transfer?cursor=${'x'.repeat(2000)}`, 'cursor', LIST_TEXT.badCursor],
    [`/api/transfer?${tooDeep}`, 'page', LIST_TEXT.tooDeep],
    [`/api/transfer/statement?${tooDeep}`, 'page', LIST_TEXT.tooDeep],
    ['/api/transfer/statement?limit=500', 'limit', 'The limit must be a whole number from 1 to 100'],
    [() => `/api/transfer/salesRemit/${kente.id}?${tooDeep}`, 'page', LIST_TEXT.tooDeep],
  ])('answers %s with a 400 that says what is wrong', async (path, param, msg) => {
    const response = await get(typeof path === 'string' ? path : path());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ msg, param }]);
  });

  it('refuses a forged cursor and one made for another sort', async () => {
    const forged = Buffer.from(JSON.stringify(['newest', '2026-01-01 00:00:00+00', 'not-a-uuid'])).toString(
      'base64url',
    );
    expect((await get(`/api/transfer?cursor=${forged}`)).statusCode).toBe(400);
    const amountCursor = (await page<{ nextCursor: string }>('/api/sale/list?limit=1&sort=amount')).nextCursor;
    expect(amountCursor).toBeTruthy();
    expect((await get(`/api/transfer?cursor=${amountCursor}`)).json().errors).toEqual([
      { msg: LIST_TEXT.badCursor, param: 'cursor' },
    ]);
  });
});
