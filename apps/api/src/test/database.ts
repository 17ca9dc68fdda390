import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, type PoolSettings } from '../db/client.ts';

/**
 * The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DB_ENGINE=postgres
 * (npm test does that when DATABASE_URL is set). Each test file gets a database of its own.
 */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

let migratedTemplate: Promise<Blob> | undefined;

/** Migrating a new PGlite takes seconds; a dump of one migrated instance loads in a fraction of that. */
async function pgliteTemplate(): Promise<Blob> {
  migratedTemplate ??= (async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { migrationsFolder, pgliteExtensions } = await import('../db/client.ts');
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return migratedTemplate;
}

/** `pool` applies on PostgreSQL only, as in production. */
export async function openTestDatabase(pool?: PoolSettings): Promise<Database> {
  if (testEngine === 'pglite') {
    return openDatabase({ loadDataDir: await pgliteTemplate(), migrate: false });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `soko_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pool });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
