import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.close());

describe('PostgreSQL connection pool', () => {
  it('survives the server dropping its idle connections, and keeps answering', async () => {
    await database.db.execute(sql`select 1`);
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name;
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    const killed = await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await killer.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await database.db.select({ accounts: count() }).from(users);
    expect(after).toEqual([{ accounts: 0 }]);
  });
});
