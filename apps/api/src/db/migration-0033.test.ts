import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_VENDORS, seedDemo } from '../scripts/seed-demo.ts';
import { createTestApp } from '../test/app.ts';
import { tempUploadDir } from '../test/catalogue.ts';
import { login } from '../test/fixtures.ts';
import { migrationsFolder, pgliteExtensions } from './client.ts';

/**
 * Migration 0033 (issue 43) splits `users` by purpose. A marketplace holding the demo data (and a
 * session per signed-in account) at migration 0032 moves to 0033: every account reads as it did,
 * and every vendor profile, identity document and session is there, unchanged. The data at 0032 is
 * the demo seed's, written by today's code and moved back to 0032's shape through the `accounts`
 * view, whose columns are the old `users` columns.
 */
interface Target {
  rows: <Row>(query: SQL) => Promise<Row[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

const engine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const NEW_TABLES = ['vendor_profiles', 'abn_checks', 'identity_verifications', 'vendor_pending_changes'];
/** The columns of `users` at migration 0032, in its order. */
const USERS_AT_0032 = `id, email, pending_email, previous_email, email_changed_at, password_hash, first_name, last_name,
  display_name, phone, dob, abn, abr_status, abr_entity_name, abr_business_names, abr_gst_from, abr_checked_at,
  abr_attempted_at, gst_registered, gst_registered_from, c_address, suburb, state, country, postcode, how_heard,
  referral_code, role, staff_role, pending_change, pending_change_at, pending_change_rejection_reason,
  email_verified_at, identity_status, identity_rejection_reason, identity_reviewed_at, identity_submitted_at,
  activated_at, active, token_version, session_end_reason, active_vendor_id, closed_at, created_at, updated_at`;

async function openTarget(): Promise<Target> {
  if (engine === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite(client, { casing: 'snake_case' });
    return {
      rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const serverUrl = process.env.DATABASE_URL ?? '';
  const name = `soko_test_0033_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, so that the session settings of the load hold for every statement.
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  const db = drizzlePg(pool, { casing: 'snake_case' });
  return {
    rows: async <Row>(query: SQL) => (await db.execute(query)).rows as Row[],
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A copy of the migrations that stops before `tag`. */
async function migrationsBefore(tag: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'soko-migrations-'));
  await cp(migrationsFolder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag.startsWith(tag));
  expect(stop).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return copy;
}

const asJson = (table: string, order = 'id') =>
  sql.raw(`select coalesce(json_agg(t order by t.${order}), '[]'::json)::text as rows from ${table} t`);

let before: Record<string, string>;
let after: Record<string, string>;
let target: Target;
let folder: string;

beforeAll(async () => {
  const uploads = await tempUploadDir();
  const ctx = await createTestApp({ config: { uploadDir: uploads.dir } });
  const dump = new Map<string, string>();
  try {
    await seedDemo(ctx.app);
    // A session for every account that can sign in.
    for (const { email } of [...DEMO_STAFF, ...DEMO_VENDORS]) await login(ctx.app, email, DEMO_PASSWORD);
    const read = async (query: SQL) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: { rows: string }[] }).rows[0]?.rows ?? '[]';
    const tables = (await ctx.database.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] };
    for (const { tablename } of tables.rows) {
      if (NEW_TABLES.includes(tablename)) continue;
      dump.set(
        tablename,
        await read(sql.raw(`select coalesce(json_agg(t), '[]'::json)::text as rows from ${tablename} t`)),
      );
    }
    dump.set(
      'users',
      await read(
        sql.raw(
          `select coalesce(json_agg(t), '[]'::json)::text as rows from (select ${USERS_AT_0032} from accounts) t`,
        ),
      ),
    );
    before = {
      accounts: await read(asJson('accounts')),
      identity_documents: await read(asJson('identity_documents')),
      sessions: await read(asJson('sessions')),
      gst_registrations: await read(asJson('gst_registrations')),
    };
  } finally {
    await ctx.close();
    await uploads.remove();
  }

  target = await openTarget();
  folder = await migrationsBefore('0033');
  await target.migrate(folder);
  // The rows as they were, without the triggers that would count them twice or check keys in between.
  await target.rows(sql`set session_replication_role = replica`);
  for (const [table, json] of dump) {
    const columns = await target.rows<{ name: string }>(
      sql`select quote_ident(column_name) as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    );
    // Only what both have: a table or column a later migration makes (reviews, cases, ...) is not
    // there yet at 0032, and a column a later one drops (products.rating) takes its 0032 default.
    const rows = JSON.parse(json) as Record<string, unknown>[];
    const present = new Set(
      Object.keys(rows[0] ?? {})
        .map((key) => `"${key}"`)
        .concat(Object.keys(rows[0] ?? {})),
    );
    const shared = columns.filter((column) => present.has(column.name));
    if (shared.length === 0) continue;
    const list = shared.map((column) => column.name).join(', ');
    await target.rows(
      sql`insert into ${sql.raw(table)} (${sql.raw(list)}) overriding system value
        select ${sql.raw(list)} from json_populate_recordset(null::${sql.raw(table)}, ${json}::json)`,
    );
  }
  await target.rows(sql`set session_replication_role = origin`);
  await target.migrate(migrationsFolder);
  const read = async (query: SQL) => (await target.rows<{ rows: string }>(query))[0]?.rows ?? '[]';
  after = {
    accounts: await read(asJson('accounts')),
    identity_documents: await read(asJson('identity_documents')),
    sessions: await read(asJson('sessions')),
    gst_registrations: await read(asJson('gst_registrations')),
  };
}, 600_000);

afterAll(async () => {
  await target?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe(`migration 0033 on the demo marketplace (${engine})`, () => {
  it('keeps every account, with its profile, ABN check, identity verification and pending change', () => {
    const accounts = JSON.parse(after.accounts ?? '[]') as { email: string; role: number; display_name: string }[];
    expect(accounts.map((account) => account.email)).toEqual(
      expect.arrayContaining([...DEMO_STAFF, ...DEMO_VENDORS].map((demo) => demo.email)),
    );
    expect(
      accounts
        .filter((account) => account.role === 1)
        .map((account) => account.display_name)
        .sort(),
    ).toEqual(DEMO_VENDORS.map((vendor) => vendor.displayName).sort());
    expect(after.accounts).toBe(before.accounts);
  });

  it('keeps every identity document, session and GST registration', () => {
    expect(JSON.parse(after.identity_documents ?? '[]')).toHaveLength(2);
    expect(JSON.parse(after.sessions ?? '[]').length).toBeGreaterThanOrEqual(DEMO_STAFF.length);
    for (const table of ['identity_documents', 'sessions', 'gst_registrations'] as const) {
      expect(after[table]).toBe(before[table]);
    }
  });

  it('gives a new account its rows in every table, and keeps the latest document submission on it', async () => {
    const [created] = await target.rows<{ id: string }>(
      sql`insert into users (email, first_name, last_name) values ('new@soko.test', 'Esi', 'Owusu') returning id`,
    );
    await target.rows(
      sql`insert into identity_documents (user_id, kind, stored_name, original_name, mime_type, size_bytes)
        values (${created?.id}, 'id', 'stored', 'id.pdf', 'application/pdf', 10)`,
    );
    const [account] = await target.rows<{
      display_name: string;
      abr_status: string;
      identity_status: string;
      submitted: boolean;
    }>(
      sql`select display_name, abr_status, identity_status, identity_submitted_at is not null as submitted
        from accounts where id = ${created?.id}`,
    );
    expect(account).toEqual({ display_name: '', abr_status: 'not_checked', identity_status: 'none', submitted: true });
  });
});
