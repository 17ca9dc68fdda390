import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Paginated, SaleDto } from '@soko/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { type TestContext, testConfig } from '../test/app.ts';
import { adminToken, onboardVendor } from '../test/fixtures.ts';
import { createLiveProduct } from '../test/orders.ts';
import { deliveredSale, postPayout } from '../test/payouts.ts';
import { freePort, until } from '../test/processes.ts';
import { openDatabase } from './client.ts';

/**
 * Soko behind PgBouncer in transaction pooling, as a deployment of many instances runs it: Debian's
 * PgBouncer 1.18 keeps no prepared statements, so named statements are off (DATABASE_NAMED_STATEMENTS)
 * and migrations, which hold a session lock, go to PostgreSQL directly (DATABASE_MIGRATION_URL).
 * Two server connections serve the app's ten, so consecutive statements of one client run on
 * different server connections, as they do under load.
 */

const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((candidate) => existsSync(candidate));
const serverUrl = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

async function startPgBouncer(port: number): Promise<{ process: ChildProcess; dir: string; output(): string }> {
  if (!PGBOUNCER) throw new Error('PgBouncer is not installed: apt-get install -y pgbouncer (.ci/run does)');
  const dir = mkdtempSync(path.join(tmpdir(), 'soko-pgbouncer-'));
  // PgBouncer refuses to run as root: it drops to the postgres user, who must read its settings.
  chmodSync(dir, 0o755);
  const settings = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    settings,
    [
      '[databases]',
      `* = host=${serverUrl.hostname} port=${serverUrl.port || 5432} user=${serverUrl.username || 'postgres'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 200',
      'ignore_startup_parameters = extra_float_digits, statement_timeout, options',
      '',
    ].join('\n'),
  );
  chmodSync(settings, 0o644);
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), settings], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { process: child, dir, output: () => output };
}

describe('behind PgBouncer in transaction pooling', () => {
  let ctx: TestContext;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  const name = `soko_bouncer_${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const port = await freePort();
    bouncer = await startPgBouncer(port);
    const direct = new URL(serverUrl);
    direct.pathname = `/${name}`;
    const pooled = new URL(direct);
    pooled.hostname = '127.0.0.1';
    pooled.port = String(port);
    await until(
      () => `PgBouncer on ${port}: ${bouncer.output()}`,
      async () => {
        const probe = new pg.Client({ connectionString: pooled.toString() });
        try {
          await probe.connect();
          await probe.query('select 1');
          return true;
        } catch {
          return false;
        } finally {
          await probe.end().catch(() => undefined);
        }
      },
      10_000,
    );
    const config = testConfig({ databaseUrl: pooled.toString() });
    const database = await openDatabase({
      databaseUrl: pooled.toString(),
      pool: { ...config.databasePool, namedStatements: false, migrationUrl: direct.toString() },
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    ctx = {
      app,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    bouncer?.process.kill('SIGTERM');
    if (bouncer) rmSync(bouncer.dir, { recursive: true, force: true });
    const dropper = new pg.Client({ connectionString: serverUrl.toString() });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  });

  it('takes orders, lists sales and creates a payout, with requests at once on two server connections', async () => {
    const admin = await adminToken(ctx);
    const vendor = await onboardVendor(ctx);
    const product = await createLiveProduct(ctx, vendor, { stock: 50 });
    const sales = await Promise.all(Array.from({ length: 6 }, () => deliveredSale(ctx, vendor, product._id)));
    const lists = await Promise.all(
      Array.from({ length: 8 }, () =>
        ctx.app.inject({ method: 'GET', url: '/api/sale/list?limit=10', headers: { 'x-auth-token': admin } }),
      ),
    );
    for (const list of lists) {
      expect(list.statusCode).toBe(200);
      expect((list.json() as Paginated<SaleDto>).total).toBe(sales.length);
    }
    const payout = await postPayout(ctx, admin, vendor.id, { sales: sales.map((sale) => sale.saleId) });
    expect(payout.statusCode).toBe(201);
  });
});
