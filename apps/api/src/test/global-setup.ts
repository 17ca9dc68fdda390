import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Migrates one database per run, before any test file starts, instead of one per test file:
 * vitest loads every file's modules anew, so a template made inside a file was made again for each
 * of them (33 migrations, 6-8 s of CPU per file on PGlite). Each file still gets a database of its
 * own, copied from this template by openTestDatabase (src/test/database.ts).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: a file holding the migrated instance's dumpDataDir tarball. */
    pgliteTemplateFile: string;
    /** PostgreSQL run: a migrated database on the DATABASE_URL server, for CREATE DATABASE … TEMPLATE. */
    postgresTemplateDatabase: string;
  }
}

const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migratedPgliteFile(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder, pgliteExtensions } = await import('../db/client.ts');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `soko-test-pglite-${runId}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const { openDatabase } = await import('../db/client.ts');
  const name = `soko_template_${runId}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.close();
  return name;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DB_ENGINE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_DB_ENGINE=postgres needs DATABASE_URL');
    const name = await migratedPostgresTemplate(serverUrl);
    project.provide('postgresTemplateDatabase', name);
    return async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const file = await migratedPgliteFile();
  project.provide('pgliteTemplateFile', file);
  return () => rm(file, { force: true });
}
