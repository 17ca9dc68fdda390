import { SALE_SORTS } from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { type ExportRow, saleExportBatches } from './sales.export.ts';
import type { SaleFilter, SaleSort } from './sales.list.repo.ts';

let ctx: TestContext;
let admin: string;
let seller: OnboardedVendor;
let bulk: OnboardedVendor;

/**
 * Orders of one sale each, straight into the tables (set-based, quick on both engines). The sales
 * share five instants a microsecond apart and four amounts (one of them made two ways), so that
 * many sales have equal sort keys; every tenth customer's name is a formula.
 */
async function insertSales(vendor: OnboardedVendor, count: number) {
  const tag = vendor.id.slice(0, 8);
  await ctx.database.db.execute(sql`
    with placed as (
      insert into orders (idempotency_key, request_hash, customer_name, customer_email, payment_method,
        delivery_address, subtotal_cents, shipping_cents, amount_cents)
      select ${tag} || '-' || g, 'test',
        case when g % 10 = 0 then '=cmd|' || g else 'Customer ' || g end,
        'customer' || g || '@example.com', 'Card', '{}'::jsonb, 0, 0, 0
      from generate_series(1, ${count}::int) as g
      returning id, number
    )
    insert into sales (order_id, vendor_id, status, price_cents, shipping_cents, fee_cents, net_cents, created_at)
    select id, ${vendor.id}::uuid, case when number % 4 = 0 then 'Processing' else 'Delivered' end,
      1000 + (number % 3) * 100, (number % 2) * 100, 50, 950,
      timestamptz '2024-05-01 00:00:00.123456+00' + (number % 5) * interval '1 microsecond'
    from placed`);
}

const ORDER_BY: Record<SaleSort, SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
  amount: sql`s.price_cents + s.shipping_cents asc, s.id asc`,
  '-amount': sql`s.price_cents + s.shipping_cents desc, s.id desc`,
};

/** The order numbers of a vendor's sales in one query, in the list's order: what an export must hold. */
async function expectedNumbers(vendor: OnboardedVendor, sort: SaleSort, status?: string): Promise<number[]> {
  const result = (await ctx.database.db.execute(sql`
    select o.number from sales s join orders o on o.id = s.order_id
    where s.vendor_id = ${vendor.id} ${status ? sql`and s.status = ${status}` : sql``}
    order by ${ORDER_BY[sort]}`)) as unknown as { rows: { number: number }[] };
  return result.rows.map((row) => Number(row.number));
}

async function batchesOf(filter: SaleFilter, sort: SaleSort, size: number): Promise<ExportRow[][]> {
  const batches: ExportRow[][] = [];
  for await (const batch of saleExportBatches(ctx.database.db, filter, sort, size)) batches.push(batch);
  return batches;
}

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** The order numbers in a CSV export, after checking that its records are whole lines. */
function csvNumbers(body: string): number[] {
  const lines = body.replace(/^\ufeff/, '').split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(1, -1).map((line) => Number(line.split(',')[0]));
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  seller = await onboardVendor(ctx, { displayName: 'Batch Beads' });
  bulk = await onboardVendor(ctx, { displayName: 'Bulk Baskets' });
  await insertSales(seller, 60);
  await insertSales(bulk, 1050);
});
afterAll(async () => ctx?.close());

describe(`sales export in batches (${testEngine})`, () => {
  it.each(SALE_SORTS)('reads every sale once, in %s order, across batches that split equal keys', async (sort) => {
    const batches = await batchesOf({ vendorId: seller.id }, sort, 7);
    expect(batches.map((batch) => batch.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
    const numbers = batches.flat().map((row) => row.orderNumber);
    expect(numbers).toEqual(await expectedNumbers(seller, sort));
    expect(new Set(numbers).size).toBe(60);
  });

  it('keeps the filters across batches', async () => {
    const processing = (await batchesOf({ vendorId: seller.id, status: 'Processing' }, 'newest', 4)).flat();
    expect(processing.map((row) => row.orderNumber)).toEqual(await expectedNumbers(seller, 'newest', 'Processing'));
    expect(processing.every((row) => row.status === 'Processing')).toBe(true);
    const formulas = (await batchesOf({ vendorId: seller.id, q: '=cmd' }, 'oldest', 4)).flat();
    expect(formulas).toHaveLength(6);
    expect(formulas.every((row) => row.customerName.startsWith('=cmd|'))).toBe(true);
  });
});

describe(`GET /api/sale/export of more sales than a batch (${testEngine})`, () => {
  it('streams every sale of the vendor once, in order, with formulas neutralised', async () => {
    const response = await get('/api/sale/export?sort=amount', bulk.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    const numbers = csvNumbers(response.body);
    expect(numbers).toEqual(await expectedNumbers(bulk, 'amount'));
    expect(new Set(numbers).size).toBe(1050);
    expect(response.body).toContain(",'=cmd|10,customer10@example.com,Bulk Baskets,");
    expect(response.body).not.toMatch(/,=cmd/);
    expect(response.body).not.toContain('Batch Beads');
  });

  it('filters the super admin’s export by vendor and status', async () => {
    const response = await get(`/api/sale/export?vendorId=${bulk.id}&status=Processing`, admin);
    expect(csvNumbers(response.body)).toEqual(await expectedNumbers(bulk, 'newest', 'Processing'));
  });

  it('refuses a bad filter with the usual JSON error before any CSV', async () => {
    const response = await get('/api/sale/export?sort=cheapest', bulk.token);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().errors).toEqual(expect.any(Array));
  });
});
