import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from './client.ts';

/**
 * A marketplace that already holds payouts, paid and pending, moves to migration 0004 (a sale is
 * "paid out" only once its payout's transfer is recorded): the sales of paid payouts are marked,
 * the kept figures are rebuilt with the new key, and the triggers keep them from then on. It goes on
 * to migrations 0010 and 0012, which give the fees of the sales and payouts already made the GST they
 * include.
 */
let client: PGlite;
let db: ReturnType<typeof drizzle>;
let folder: string;

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

/** A copy of the migrations that stops before `tag`, so a database can be built as an older release left it. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'soko-migrations-'));
  await cp(migrationsFolder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(stop).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return copy;
}

const VENDOR = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  db = drizzle(client, { casing: 'snake_case' });
  folder = await migrationsBefore('0004');
  await migrate(db, { migrationsFolder: folder });
  // Six delivered sales of one vendor: two in a paid payout, one in a pending payout, three in none.
  await db.execute(
    sql`insert into users (id, email, first_name, last_name) values (${VENDOR}, 'v@soko.test', 'Ama', 'Mensah')`,
  );
  await db.execute(sql`
    insert into orders (id, idempotency_key, request_hash, customer_name, customer_email, payment_method,
      delivery_address, subtotal_cents, shipping_cents, amount_cents)
    select ('00000000-0000-4000-9000-00000000000' || n)::uuid, 'order-' || n, 'hash', 'Kofi', 'k@example.com', 'card',
      '{}'::jsonb, 1000, 200, 1200
    from generate_series(1, 6) as n`);
  await db.execute(sql`
    insert into sales (id, order_id, vendor_id, status, price_cents, shipping_cents, fee_cents, net_cents)
    select ('00000000-0000-4000-a000-00000000000' || n)::uuid, ('00000000-0000-4000-9000-00000000000' || n)::uuid,
      ${VENDOR}, 'Delivered', 1000, 200, 51, 1149 + n
    from generate_series(1, 6) as n`);
  await db.execute(sql`
    insert into payouts (id, vendor_id, idempotency_key, request_hash, gross_cents, fee_cents, net_cents, sale_count, paid_at)
    values ('00000000-0000-4000-b000-000000000001', ${VENDOR}, 'paid', 'hash', 2400, 102, 2301, 2, '2026-01-02'),
      ('00000000-0000-4000-b000-000000000002', ${VENDOR}, 'pending', 'hash', 1200, 51, 1152, 1, null)`);
  await db.execute(sql`
    insert into payout_lines (payout_id, sale_id, subtotal_cents, fee_cents, net_cents)
    select case when n <= 2 then '00000000-0000-4000-b000-000000000001'::uuid else '00000000-0000-4000-b000-000000000002'::uuid end,
      ('00000000-0000-4000-a000-00000000000' || n)::uuid, 1200, 51, 1149 + n
    from generate_series(1, 3) as n`);
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface StateRow {
  in_payout: boolean;
  paid_out: boolean;
  sales: number;
  net: string;
}

const keptByState = () =>
  rowsOf<StateRow>(sql`
    select in_payout, paid_out, sales, net_cents::text as net from vendor_sale_status_totals
    where vendor_id = ${VENDOR} and sales <> 0 order by in_payout, paid_out`);

describe('migration 0004 on a marketplace with payouts', () => {
  it('marks the sales of paid payouts paid out and rebuilds the kept figures with that key', async () => {
    const marked = await rowsOf<{ id: string; paid_out: boolean }>(
      sql`select id::text, paid_out from sales order by id`,
    );
    expect(marked.map((sale) => sale.paid_out)).toEqual([true, true, false, false, false, false]);
    expect(await keptByState()).toEqual([
      { in_payout: false, paid_out: false, sales: 3, net: String(1153 + 1154 + 1155) },
      { in_payout: true, paid_out: false, sales: 1, net: '1152' },
      { in_payout: true, paid_out: true, sales: 2, net: String(1150 + 1151) },
    ]);
    const days = await rowsOf<{ sales: number }>(
      sql`select sum(sales)::int as sales from vendor_sale_totals where vendor_id = ${VENDOR} and paid_out`,
    );
    expect(days[0]?.sales).toBe(2);
  });

  it('keeps the figures from then on: recording the pending transfer moves its sale to paid out', async () => {
    await db.execute(sql`update payouts set paid_at = '2026-01-03' where idempotency_key = 'pending'`);
    expect(await keptByState()).toEqual([
      { in_payout: false, paid_out: false, sales: 3, net: String(1153 + 1154 + 1155) },
      { in_payout: true, paid_out: true, sales: 3, net: String(1150 + 1151 + 1152) },
    ]);
  });
});

describe('migration 0010 on a marketplace with sales and payouts', () => {
  it('gives each sale, payout line and payout the GST its fees include, and the kept figures its sum', async () => {
    // A fee of 51 cents includes 51 / 11 = 4.64 cents of GST: 5 cents, rounded half-up.
    const sales = await rowsOf<{ fee_gst_cents: number }>(sql`select fee_gst_cents from sales order by id`);
    expect(sales.map((sale) => sale.fee_gst_cents)).toEqual([5, 5, 5, 5, 5, 5]);
    const lines = await rowsOf<{ fee_gst_cents: number }>(sql`select fee_gst_cents from payout_lines order by sale_id`);
    expect(lines.map((line) => line.fee_gst_cents)).toEqual([5, 5, 5]);
    const payouts = await rowsOf<{ key: string; fee_gst_cents: number }>(
      sql`select idempotency_key as key, fee_gst_cents from payouts order by idempotency_key`,
    );
    expect(payouts).toEqual([
      { key: 'paid', fee_gst_cents: 10 },
      { key: 'pending', fee_gst_cents: 5 },
    ]);
    const kept = await rowsOf<{ fee_gst: string }>(
      sql`select sum(fee_gst_cents)::text as fee_gst from vendor_sale_status_totals where vendor_id = ${VENDOR}`,
    );
    expect(kept[0]?.fee_gst).toBe('30');
    // Migration 0012: the marketplace's payout-day figures carry the payouts' GST.
    const payoutDays = await rowsOf<{ fee_gst: string }>(
      sql`select sum(fee_gst_cents)::text as fee_gst from payout_day_totals`,
    );
    expect(payoutDays[0]?.fee_gst).toBe('15');
  });
});
