import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

describe('readiness while PostgreSQL stops and returns', () => {
  let proxy: TcpProxy;
  let owner: Database;
  let database: Database;

  beforeAll(async () => {
    owner = await openTestDatabase();
    proxy = await startTcpProxy(5432);
  });
  afterAll(async () => {
    await database?.close().catch(() => undefined);
    await proxy.close();
    await owner.close();
  });

  it('answers 503 while the database is unreachable and 200 again once it is back', async () => {
    // The app reaches the test's database through the proxy, which the test cuts and restores.
    const { rows } = (await owner.db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.port = String(proxy.port);
    url.hostname = '127.0.0.1';
    url.pathname = `/${rows[0]?.name}`;
    database = await openDatabase({
      databaseUrl: url.toString(),
      migrate: false,
      pool: { max: 2, statementTimeoutMs: 5000, connectTimeoutMs: 500 },
      onConnectionError: () => undefined,
    });
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
      expect((await ready()).statusCode).toBe(200);

      await proxy.cut();
      const down = await ready();
      expect(down.statusCode).toBe(503);
      expect(down.json().checks.database).toBe('down');

      await proxy.restore();
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
