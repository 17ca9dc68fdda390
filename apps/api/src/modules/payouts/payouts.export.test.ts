import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, type OnboardedVendor, onboardVendor } from '../../test/fixtures.ts';
import { createLiveProduct } from '../../test/orders.ts';
import { deliveredSale, moveSale, type PlacedSale, placeSale, postPayout } from '../../test/payouts.ts';
import { payoutBatches } from './payouts.list.repo.ts';
import { type StatementScope, statementBatches } from './payouts.statement.repo.ts';

let ctx: TestContext;
let admin: string;
let vendor: OnboardedVendor;

/** Rows of raw SQL; both drivers answer with `rows`. */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

async function collect<Row>(batches: AsyncGenerator<Row[]>): Promise<Row[][]> {
  const all: Row[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

/** The first column of each record of a CSV export. */
const firstColumn = (body: string) =>
  body
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .slice(1, -1)
    .map((line) => Number(line.split(',')[0]));

/** The payout numbers of the vendor, newest first: what the payouts export must hold. */
const expectedPayouts = async () =>
  (
    await rowsOf<{ number: number }>(
      sql`select number from payouts where vendor_id = ${vendor.id} order by created_at desc, id desc`,
    )
  ).map((row) => Number(row.number));

/** The order numbers of the vendor's statement, newest sale first; `inPayout` filters on payout lines. */
const expectedStatement = async (inPayout?: boolean) =>
  (
    await rowsOf<{ number: number }>(sql`
      select o.number from sales s join orders o on o.id = s.order_id
      where s.vendor_id = ${vendor.id} and s.status <> 'Cancel'
        ${inPayout === undefined ? sql`` : sql`and ${inPayout ? sql`` : sql`not`} exists (select 1 from payout_lines l where l.sale_id = s.id)`}
      order by s.created_at desc, s.id desc`)
  ).map((row) => Number(row.number));

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await onboardVendor(ctx, { displayName: 'Batch Baskets' });
  const basket = await createLiveProduct(ctx, vendor, { name: 'Basket', price: 20, stock: 100 });
  const delivered: PlacedSale[] = [];
  for (let n = 0; n < 12; n += 1) delivered.push(await deliveredSale(ctx, vendor, basket._id));
  for (let n = 0; n < 3; n += 1) await placeSale(ctx, vendor.id, basket._id);
  const cancelled = await placeSale(ctx, vendor.id, basket._id);
  await moveSale(ctx, vendor.token, cancelled.saleId, 'Cancel');
  for (const sale of delivered.slice(0, 9)) {
    expect((await postPayout(ctx, admin, vendor.id, { sales: [sale.saleId] })).statusCode).toBe(201);
  }
  // Three instants a microsecond apart, so that batches split rows of equal time.
  const instant = sql`timestamptz '2024-05-01 00:00:00.123456+00'`;
  await ctx.database.db.execute(sql`
    update payouts set created_at = ${instant} + (number % 3) * interval '1 microsecond'
    where vendor_id = ${vendor.id}`);
  await ctx.database.db.execute(sql`
    update sales s set created_at = ${instant} + (o.number % 3) * interval '1 microsecond'
    from orders o where o.id = s.order_id and s.vendor_id = ${vendor.id}`);
});
afterAll(async () => ctx?.close());

describe(`payouts export in batches (${testEngine})`, () => {
  it('reads every payout once, newest first, across batches that split equal times', async () => {
    const batches = await collect(payoutBatches(ctx.database.db, { vendorId: vendor.id }, 2));
    expect(batches.map((batch) => batch.length)).toEqual([2, 2, 2, 2, 1]);
    const numbers = batches.flat().map((row) => row.payout.number);
    expect(numbers).toEqual(await expectedPayouts());
    expect(new Set(numbers).size).toBe(9);
  });

  it('streams the same payouts through the route', async () => {
    const response = await get('/api/transfer/export', vendor.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBeUndefined();
    expect(firstColumn(response.body)).toEqual(await expectedPayouts());
  });
});

describe(`statement export in batches (${testEngine})`, () => {
  const numbersOf = async (scope: StatementScope, size: number) => {
    const batches = await collect(statementBatches(ctx.database.db, scope, size));
    expect(batches.every((batch) => batch.length <= size)).toBe(true);
    return batches.flat().map((row) => row.orderNumber);
  };

  it('reads every sale not cancelled once, newest first, across batches that split equal times', async () => {
    const numbers = await numbersOf({ vendorId: vendor.id }, 4);
    expect(numbers).toEqual(await expectedStatement());
    expect(new Set(numbers).size).toBe(15);
  });

  it('keeps the payout-state filter across batches', async () => {
    // None of the vendor's payouts is marked paid: every sale in one is "in payout, transfer pending".
    expect(await numbersOf({ vendorId: vendor.id, state: 'in_payout' }, 2)).toEqual(await expectedStatement(true));
    expect(await numbersOf({ vendorId: vendor.id, state: 'paid_out' }, 2)).toEqual([]);
    const notInPayout = [
      ...(await numbersOf({ vendorId: vendor.id, state: 'not_delivered' }, 2)),
      ...(await numbersOf({ vendorId: vendor.id, state: 'awaiting_payout' }, 2)),
    ];
    expect(new Set(notInPayout)).toEqual(new Set(await expectedStatement(false)));
  });

  it('streams the filtered statement through the route', async () => {
    const response = await get('/api/transfer/statement/export?state=in_payout', vendor.token);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines.slice(1, -1).every((line) => line.includes(',"In payout, transfer pending",'))).toBe(true);
    expect(lines.slice(1, -1).map((line) => Number(line.split(',')[1]))).toEqual(await expectedStatement(true));
  });
});
