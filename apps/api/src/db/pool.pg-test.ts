import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { openTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';

const BUSY = { errors: [{ msg: 'The server is busy. Please try again.' }] };
const POOL = { max: 3, statementTimeoutMs: 200, connectTimeoutMs: 300 };

let database: Database;
let app: FastifyInstance;
let uploadDir: string;

beforeAll(async () => {
  database = await openTestDatabase(POOL);
  uploadDir = await mkdtemp(path.join(tmpdir(), 'soko-uploads-'));
  app = await buildApp({ config: testConfig({ uploadDir }), database, logger: false });
  app.get<{ Querystring: { seconds: string } }>(
    '/api/test/sleep',
    { config: { access: 'public' } },
    async (request) => {
      await database.db.execute(sql`select pg_sleep(${Number(request.query.seconds)})`);
      return { slept: true };
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  if (uploadDir) await rm(uploadDir, { recursive: true, force: true });
});

const sleep = (seconds: number) => app.inject({ method: 'GET', url: `/api/test/sleep?seconds=${seconds}` });

describe('PostgreSQL pool settings', () => {
  it('cancels a statement that runs past the statement timeout and answers 503', async () => {
    const slow = await sleep(1);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual(BUSY);
    const quick = await sleep(0.01);
    expect(quick.statusCode).toBe(200);
  });

  it('sets the statement timeout on every connection of the pool', async () => {
    const answers = await Promise.all(Array.from({ length: POOL.max }, () => sleep(1)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(POOL.max).fill(503));
  });

  it('answers 503 when no connection comes free within the connect timeout', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Open transactions hold every connection of the pool without running a statement.
    let entered = 0;
    let allEntered = () => {};
    const allHeld = new Promise<void>((resolve) => {
      allEntered = resolve;
    });
    const holders = Array.from({ length: POOL.max }, () =>
      database.db.transaction(async () => {
        entered += 1;
        if (entered === POOL.max) allEntered();
        await held;
      }),
    );
    await allHeld;
    const started = Date.now();
    const waiting = await sleep(0);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual(BUSY);
    expect(Date.now() - started).toBeGreaterThanOrEqual(POOL.connectTimeoutMs - 10);
    release();
    await Promise.all(holders);
    expect((await sleep(0)).statusCode).toBe(200);
  });

  it('migrates without the statement timeout, which would cancel migrations taking longer', async () => {
    // 1 ms cancels part of today's migrations when they run under it.
    const strict = await openTestDatabase(
      { max: 1, statementTimeoutMs: 1, connectTimeoutMs: 5000 },
      { migrateFromEmpty: true },
    );
    try {
      await expect(strict.db.execute(sql`select pg_sleep(0.05)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
    } finally {
      await strict.close();
    }
  });
});
