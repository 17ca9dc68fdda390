import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { users } from './schema/index.ts';

let database: Database;
let onDropped = () => {};

beforeAll(async () => {
  database = await openTestDatabase(undefined, {
    onConnectionError: () => onDropped(),
  });
});
afterAll(async () => database?.close());

describe('PostgreSQL connection pool', () => {
  it('survives the server dropping its idle connections, and keeps answering', async () => {
    await database.db.execute(sql`select 1`);
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]?.name;
    const poolNoticed = new Promise<void>((resolve) => {
      onDropped = resolve;
    });
    const killer = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await killer.connect();
    const killed = await killer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await killer.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The pool hears of its connection's end and drops it before telling onConnectionError.
    await poolNoticed;
    const after = await database.db.select({ accounts: count() }).from(users);
    expect(after).toEqual([{ accounts: 0 }]);
  });
});
