import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { type TestContext, testConfig } from '../../test/app.ts';
import { onboardVendor } from '../../test/fixtures.ts';
import { openStream } from '../../test/notification-stream.ts';
import { notify } from './index.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
const name = `soko_test_${randomBytes(6).toString('hex')}`;
let first: Database;
let second: Database;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  first = await openDatabase({ databaseUrl: url.toString() });
  second = await openDatabase({ databaseUrl: url.toString(), migrate: false });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

/** Two instances sharing the database (and Redis when given), each with its own connections. */
async function twoInstances(redisUrl: string | undefined): Promise<[TestContext, TestContext]> {
  const config = testConfig({ redisUrl, redisKeyPrefix: `soko-test-${randomBytes(4).toString('hex')}:` });
  const contexts = [];
  for (const database of [first, second]) {
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    contexts.push({ app, database, config, close: () => app.close() });
  }
  return contexts as [TestContext, TestContext];
}

describe.each([
  ['Redis publish/subscribe', 'redis://127.0.0.1:6379'],
  ['PostgreSQL LISTEN/NOTIFY', undefined],
])('a notice written on one instance, through %s', (_bus, redisUrl) => {
  it('reaches a stream open on the other instance', async () => {
    const [streaming, writing] = await twoInstances(redisUrl);
    try {
      const vendor = await onboardVendor(writing);
      await streaming.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = streaming.app.server.address() as AddressInfo;
      const stream = await openStream(`http://127.0.0.1:${port}/api/notifications/stream`, {
        'x-auth-token': vendor.token,
      });
      expect(stream.status).toBe(200);
      const opening = await stream.next();
      await notify(writing.app.deps, {
        kind: 'payout.paid',
        to: { vendorId: vendor.id },
        title: 'Paid from the other instance',
        link: '/transactions',
      });
      const event = await stream.next();
      expect(event.unread).toBe(opening.unread + 1);
      expect(event.items.map((item) => item.title)).toEqual(['Paid from the other instance']);
      stream.close();
    } finally {
      await streaming.close();
      await writing.close();
    }
  });
});
