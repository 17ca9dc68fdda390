import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, type PoolSettings } from '../db/client.ts';

/**
 * The API suite runs on embedded PGlite, and again on PostgreSQL when TEST_DB_ENGINE=postgres
 * (npm test does that when DATABASE_URL is set). Each test file gets a database of its own, a copy
 * of the one that src/test/global-setup.ts migrated once for the whole run.
 */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

function provided(key: 'pgliteTemplateFile' | 'postgresTemplateDatabase'): string {
  const value = inject(key);
  if (!value) throw new Error(`No ${key}: the API tests need vitest's globalSetup (apps/api/vitest.config.ts)`);
  return value;
}

let migratedTemplate: Promise<Blob> | undefined;

/** Loading the run's dump takes a fraction of a second; migrating a new PGlite takes seconds. */
async function pgliteTemplate(): Promise<Blob> {
  migratedTemplate ??= readFile(provided('pgliteTemplateFile')).then(
    (tarball) => new Blob([tarball], { type: 'application/x-tar' }),
  );
  return migratedTemplate;
}

export interface TestDatabaseOptions {
  /**
   * PostgreSQL only: start from an empty database and let openDatabase migrate it, as a new
   * deployment does, instead of copying the run's migrated template.
   */
  migrateFromEmpty?: boolean;
  /** PostgreSQL only: told when the pool drops an idle connection that failed. */
  onConnectionError?: (error: Error) => void;
}

/** `pool` applies on PostgreSQL only, as in production. */
export async function openTestDatabase(pool?: PoolSettings, options: TestDatabaseOptions = {}): Promise<Database> {
  if (testEngine === 'pglite') {
    return openDatabase({ loadDataDir: await pgliteTemplate(), migrate: false });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
  const name = `soko_test_${randomBytes(6).toString('hex')}`;
  const template = options.migrateFromEmpty ? '' : ` TEMPLATE ${provided('postgresTemplateDatabase')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Copied from the template, nothing is pending: openDatabase still checks, as production does.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    pool,
    onConnectionError: options.onConnectionError,
  });
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
