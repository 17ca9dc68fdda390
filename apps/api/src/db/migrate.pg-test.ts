import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../modules/users/admin-bootstrap.ts';
import { DatabaseNotMigratedError, migrationsFolder, openDatabase } from './client.ts';

const serverUrl = process.env.DATABASE_URL ?? '';
const name = `soko_migrate_${randomBytes(6).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();
const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const admin = { adminEmail: 'ops@soko.test', adminPassword: 'Correct-Horse-9' };

async function onServer<T>(connectionString: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

beforeAll(() => onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`)));
afterAll(() => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));

describe('migrations as a release step (PostgreSQL)', () => {
  it('refuses to serve a database that is not migrated, saying how many migrations are missing', async () => {
    const opening = openDatabase({ databaseUrl, migrate: false });
    await expect(opening).rejects.toThrow(DatabaseNotMigratedError);
    await expect(openDatabase({ databaseUrl, migrate: false })).rejects.toThrow(
      `The database is ${journal.entries.length} migrations behind this release. Run \`npm run db:migrate\` first`,
    );
  });

  it('migrates once when several instances start together, and creates one super admin', async () => {
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl, migrate: true })));
    try {
      const applied = await onServer(databaseUrl, (client) =>
        client.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations'),
      );
      expect(applied.rows[0]?.count).toBe(journal.entries.length);

      const results = await Promise.all(instances.map((instance) => ensureSuperAdmin(instance.db, admin)));
      expect(results.filter((result) => result.created)).toHaveLength(1);
      const admins = await onServer(databaseUrl, (client) =>
        client.query<{ count: number }>(`select count(*)::int as count from users where lower(email) = $1`, [
          admin.adminEmail,
        ]),
      );
      expect(admins.rows[0]?.count).toBe(1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const served = await openDatabase({ databaseUrl, migrate: false });
    await served.close();
  });
});
