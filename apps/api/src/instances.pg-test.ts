import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE_SUPER_ADMIN } from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { type Database, migrationsFolder, openDatabase } from './db/client.ts';
import { startSmtpServer, type TestSmtpServer } from './modules/mail/smtp-test-server.ts';
import { type TestContext, testConfig } from './test/app.ts';
import { cameraJpeg, createCategory, imagePart, productFields, smallPng } from './test/catalogue.ts';
import { adminToken, login, multipartBody, onboardVendor, registration, tokenFromMail } from './test/fixtures.ts';
import { freePort, until } from './test/processes.ts';
import { startS3Server, type TestS3Server } from './test/s3-server.ts';

/**
 * Two server processes, as two containers behind a load balancer: one PostgreSQL database, one
 * Redis, one S3-protocol server, one SMTP server. Nothing may depend on which instance a request
 * reaches.
 */

const apiRoot = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.DATABASE_URL ?? '';
const config = testConfig();

interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  output(): string;
}

async function rowsOf<Row>(database: Database, query: SQL): Promise<Row[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function isReady(instance: Instance): Promise<boolean> {
  try {
    return (await fetch(`${instance.url}/api/health/ready`)).status === 200;
  } catch {
    return false;
  }
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const dataDir = mkdtempSync(path.join(tmpdir(), `soko-${name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  return { name, url: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

describe('two instances behind one load balancer', () => {
  const databaseName = `soko_instances_${randomBytes(6).toString('hex')}`;
  const instances: Instance[] = [];
  let s3: TestS3Server;
  let smtp: TestSmtpServer;
  let database: Database;
  /** An in-process instance on the same services, for the fixtures' setup only. */
  let setup: TestContext;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const databaseUrl = new URL(serverUrl);
    databaseUrl.pathname = `/${databaseName}`;

    s3 = await startS3Server();
    smtp = await startSmtpServer();
    const redisKeyPrefix = `soko-test-${randomUUID()}:`;
    const env = {
      NODE_ENV: 'production',
      // What is shared between instances is under test here; the staff second factor has its own tests.
      REQUIRE_STAFF_2FA: 'false',
      DATABASE_URL: databaseUrl.toString(),
      // Both start at once on the empty database: the advisory lock lets one migrate, the other wait.
      MIGRATE_ON_START: 'true',
      JWT_SECRET: config.jwtSecret,
      DATA_ENCRYPTION_KEY: config.dataEncryptionKey.toString('base64'),
      MARKETPLACE_ABN: config.marketplace.abn,
      ADMIN_EMAIL: config.adminEmail,
      ADMIN_PASSWORD: config.adminPassword,
      STOREFRONT_API_KEY: config.storefrontApiKey,
      APP_URL: 'http://soko.test',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: redisKeyPrefix,
      SMTP_URL: smtp.url,
      // The test's own requests all come from 127.0.0.1: per-address limits would be its own, not the
      // product's; per-account limits, the ones under test, still apply.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      // One proxy in front, as in compose.yaml: the client address is the last X-Forwarded-For hop.
      TRUST_PROXY: '1',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      ...s3.env,
    };
    const [portA, portB] = [await freePort(), await freePort()];
    a = startInstance('a', portA, env);
    b = startInstance('b', portB, env);
    instances.push(a, b);
    for (const instance of instances) {
      await until(
        () => `instance ${instance.name} to be ready\n${instance.output()}`,
        async () => {
          if (instance.process.exitCode !== null)
            throw new Error(`instance ${instance.name} exited\n${instance.output()}`);
          return isReady(instance);
        },
        120_000,
      );
    }

    database = await openDatabase({ databaseUrl: databaseUrl.toString(), migrate: false });
    const setupConfig = { ...config, s3: s3.settings, redisUrl: 'redis://127.0.0.1:6379', redisKeyPrefix };
    const app: FastifyInstance = await buildApp({ config: setupConfig, database, logger: false });
    await app.ready();
    setup = { app, database, config: setupConfig, close: () => app.close() };
  }, 180_000);

  afterAll(async () => {
    const stopped = instances.map(
      (instance) =>
        new Promise<void>((resolve) => {
          if (instance.process.exitCode !== null) return resolve();
          instance.process.once('exit', () => resolve());
          instance.process.kill('SIGTERM');
        }),
    );
    await Promise.all(stopped);
    await setup?.close();
    await database?.close();
    await smtp?.stop();
    await s3?.close();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('both came up on an empty database, which was migrated once, with one super admin', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const rows = await rowsOf<{ times: number }>(
      database,
      sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    const [admins] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*)::int as n from users where role = ${ROLE_SUPER_ADMIN}`,
    );
    expect(admins?.n).toBe(1);
  });

  it('serves through B a product image uploaded through A', async () => {
    const staff = await adminToken(setup);
    const category = await createCategory(setup, staff, 'Baskets');
    const vendor = await onboardVendor(setup);
    const form = multipartBody([imagePart(await cameraJpeg())], productFields(category._id));
    const created = await fetch(`${a.url}/api/product/add`, {
      method: 'POST',
      headers: { ...form.headers, 'x-auth-token': vendor.token },
      body: form.payload,
    });
    expect(created.status).toBe(201);
    const [image] = ((await created.json()) as { images: { image: string }[] }).images;

    const served = await fetch(`${b.url}${image?.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('lets staff download through B an identity document uploaded through A, and refuses another vendor', async () => {
    const body = registration();
    const registered = await setup.app.inject({
      method: 'POST',
      url: '/api/registerVendor',
      payload: body,
      remoteAddress: '10.90.0.1',
    });
    const vendorId: string = registered.json().user._id;
    await setup.app.inject({
      method: 'GET',
      url: `/api/verify?token=${await tokenFromMail(setup, body.email, 'verifyEmail')}`,
    });
    const identityStep = await login(setup.app, body.email, body.password);
    const documents = multipartBody([
      { field: 'idDocument', filename: 'passport.png', contentType: 'image/png', bytes: await smallPng() },
      { field: 'residenceDocument', filename: 'bill.png', contentType: 'image/png', bytes: await smallPng() },
    ]);
    const uploaded = await fetch(`${a.url}/api/account/documents`, {
      method: 'POST',
      headers: { ...documents.headers, 'x-action-token': identityStep.actionToken },
      body: documents.payload,
    });
    expect(uploaded.status).toBe(201);

    const staff = { 'x-auth-token': await adminToken(setup) };
    const listed = await fetch(`${b.url}/api/vendor/x/${vendorId}/documents`, { headers: staff });
    const [document] = ((await listed.json()) as { documents: { _id: string; kind: string }[] }).documents;
    const documentUrl = `${b.url}/api/vendor/x/${vendorId}/documents/${document?._id}`;
    const downloaded = await fetch(documentUrl, { headers: staff });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await downloaded.arrayBuffer())).metadata()).width).toBe(400);

    const otherVendor = await onboardVendor(setup);
    const refused = await fetch(documentUrl, { headers: { 'x-auth-token': otherVendor.token } });
    expect(refused.status).toBe(403);
  });

  it('closes an account to guessers on both after 10 wrong passwords spread over A and B', async () => {
    const vendor = await onboardVendor(setup);
    // Each attempt from another client address, as the balancer reports it.
    const signIn = (instance: Instance, password: string, address: string) =>
      fetch(`${instance.url}/api/loginVendor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email: vendor.email, password }),
      });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(attempt % 2 ? a : b, 'not-the-password-1', `10.95.0.${attempt + 1}`)).status).toBe(400);
    }
    for (const instance of [a, b]) {
      const guesser = await signIn(instance, 'not-the-password-2', '10.95.1.1');
      expect(guesser.status, instance.name).toBe(429);
      // The owner is not locked out: the right password from a new address asks for an emailed code.
      const owner = await signIn(instance, vendor.password, '10.95.1.2');
      expect(owner.status, instance.name).toBe(200);
      expect(await owner.json(), instance.name).toMatchObject({ secondFactorRequired: true, methods: ['email'] });
    }
  });

  it('sends each email once, whichever instance claims it', async () => {
    const recipients = Array.from({ length: 20 }, (_, index) => `two-instances-${index}-${randomUUID()}@example.com`);
    for (const to of recipients) {
      await setup.app.mail.enqueue(database.db, { to, template: 'welcome', data: { firstName: 'Ama' } });
    }
    await until(
      () => 'both workers to send the mails',
      async () => {
        const [unsent] = await rowsOf<{ n: number }>(
          database,
          sql`select count(*)::int as n from mail_outbox where status <> 'sent' and "to" like 'two-instances-%'`,
        );
        return unsent?.n === 0;
      },
      60_000,
    );
    for (const to of recipients) {
      expect(
        smtp.received.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
  });
});
