import { sql } from 'drizzle-orm';
import type { TestContext } from './app.ts';

/** Sessions of the test database waiting for a lock (PostgreSQL only: PGlite has one session). */
async function lockWaiters(ctx: TestContext): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** Waits until `n` sessions wait for a lock, so a test can line requests up in a chosen order. */
export async function untilLockWaiters(ctx: TestContext, n: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if ((await lockWaiters(ctx)) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never saw ${n} sessions waiting for a lock`);
}

/**
 * Runs `lock` in a transaction of its own and keeps that transaction (and its locks) open until
 * `release` is called; `done` settles when it has ended.
 */
export function holdLocks(ctx: TestContext, lock: (tx: TestContext['database']['db']) => Promise<unknown>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = ctx.database.db.transaction(async (tx) => {
    await lock(tx);
    await released;
  });
  return { release, done };
}
