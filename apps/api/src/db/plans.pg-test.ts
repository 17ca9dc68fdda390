import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import { adminToken } from '../test/fixtures.ts';
import type { Database } from './client.ts';

// One connection, so that every statement of these requests is prepared on the session queried below.
const POOL = { max: 1, statementTimeoutMs: 15_000, connectTimeoutMs: 5_000 };
// PostgreSQL tries a generic plan once a statement has been planned for its values five times.
const RUNS = 8;

let database: Database;
let app: FastifyInstance;
let uploadDir: string;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase(POOL);
  uploadDir = await mkdtemp(path.join(tmpdir(), 'soko-uploads-'));
  const config = testConfig({ uploadDir });
  app = await buildApp({ config, database, logger: false });
  await app.ready();
  token = await adminToken({ app, database, config, close: async () => {} });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

interface PlanCounts {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

async function listTimes(url: string): Promise<void> {
  for (let run = 0; run < RUNS; run++) {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    expect(response.statusCode).toBe(200);
  }
}

/** The prepared statements of the pool's one connection that read a page of the sale list. */
async function saleListStatements(): Promise<PlanCounts[]> {
  const result = (await database.db.execute(
    sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
        where statement like '%from "sales" inner join "orders"%inner join "users"%order by%limit%'
          and statement not like '%pg_prepared_statements%'`,
  )) as unknown as { rows: PlanCounts[] };
  return result.rows;
}

const searchesOrRanges = (statement: PlanCounts) =>
  statement.statement.includes('like') || statement.statement.includes('"sales"."created_at" >=');

describe('list statements and their plans, on PostgreSQL', () => {
  it('plans a page of sales once and reuses the plan', async () => {
    await listTimes('/api/sale/list?limit=10');
    await listTimes('/api/sale/list?limit=10&status=Delivered');
    const statements = (await saleListStatements()).filter((statement) => !searchesOrRanges(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      expect(statement.statement).toContain('limit 11');
      expect(statement.generic_plans).toBeGreaterThan(0);
      expect(statement.custom_plans).toBeLessThanOrEqual(5);
    }
  });

  // How often they are then planned depends on the data (with a few rows a generic plan wins anyway):
  // what the list decides is that their LIMIT stays a parameter, which keeps plans for their values.
  it('keeps the page size a parameter for a customer search and a date range', async () => {
    await listTimes('/api/sale/list?limit=10&q=ama');
    await listTimes('/api/sale/list?limit=10&from=2026-01-01&to=2026-01-31');
    const statements = (await saleListStatements()).filter(searchesOrRanges);
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      expect(statement.statement).not.toContain('limit 11');
      expect(statement.statement).toMatch(/limit \$\d+$/);
      expect(statement.custom_plans + statement.generic_plans).toBe(RUNS);
    }
  });

  it('writes a product filter by approval into the statements, so that each value has a plan of its own', async () => {
    await listTimes('/api/product/list?approval=pending');
    const result = (await database.db.execute(
      sql`select statement from pg_prepared_statements
          where (statement like '%from "products"%approval%' or statement like '%from "product_state_totals"%')
            and statement not like '%pg_prepared_statements%'`,
    )) as unknown as { rows: { statement: string }[] };
    // The page, and its total from the kept figures.
    expect(result.rows).toHaveLength(2);
    for (const { statement } of result.rows) {
      expect(statement).toMatch(/"approval" = 'pending'/);
      expect(statement).not.toMatch(/"approval" = \$\d/);
    }
  });
});
