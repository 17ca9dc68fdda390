import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../test/database.ts';
import { keptListQuery } from './standards.repo.ts';

// One connection: the statement prepared below is the session's own.
const POOL = { max: 1, statementTimeoutMs: 15_000, connectTimeoutMs: 5_000 };
const VENDORS = 2_000;
const SOME_ID = '7fffffff-ffff-4fff-bfff-ffffffffffff';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase(POOL);
  const { db } = database;
  await db.execute(sql`insert into users (email, first_name, last_name, role)
    select 'plan-' || n || '@soko.test', 'Plan', 'Vendor ' || n, 1 from generate_series(1, ${VENDORS}) as n`);
  await db.execute(sql`insert into vendor_standards (vendor_id, computed_at, window_from, sales, late_dispatch,
      cancelled, shipped, tracked, with_case, defects, cases, rated, standing, standing_rank, risk)
    select id, now(), now() - interval '90 days', 20, 1, 0, 20, 20, 0, 0, 0, true,
      (array['unrated', 'ok', 'alert', 'over'])[r + 1], r, (random() * 20000)::int
    from (select id, (random() * 3)::int as r from users where role = 1) as vendors`);
  await db.execute(sql`analyze vendor_standards`);
  await db.execute(sql`analyze users`);
});
afterAll(async () => database?.close());

/** The plan of the list's statement as the app builds it, its parameters given as literals. */
async function planOf(query: ReturnType<typeof keptListQuery>): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const literals = params.map((value) => (typeof value === 'number' ? String(value) : `'${String(value)}'`));
  await database.db.execute(sql.raw(`prepare kept_list as ${text}`));
  try {
    const result = (await database.db.execute(
      sql.raw(`explain execute kept_list${literals.length > 0 ? `(${literals.join(', ')})` : ''}`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await database.db.execute(sql.raw('deallocate kept_list'));
  }
}

describe('the staff standards list on PostgreSQL', () => {
  it('reads each page along the risk index in its order, with no sort, filtered or not, first page or later', async () => {
    const { db } = database;
    const after = { rank: 2, risk: 10_000, vendorId: SOME_ID };
    for (const [filter, cursor] of [
      [{}, undefined],
      [{ rank: 3 }, undefined],
      [{}, after],
      [{ rank: 2 }, after],
    ] as const) {
      const plan = await planOf(keptListQuery(db, filter, cursor, 51));
      expect(plan, plan).toContain('vendor_standards_risk_idx');
      expect(plan, plan).not.toMatch(/\bSort\b/);
    }
  });
});
