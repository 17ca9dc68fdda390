import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool (the embedded database has none). */
  poolStats?: () => PoolStats;
  /**
   * Hears `pg_notify(channel, …)` from every connection, committed transactions only. PostgreSQL
   * holds one connection of its own for it (outside the pool: a pooled one would be handed back);
   * PGlite hears its own notifications in the process. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection because all are in use. */
  waiting: number;
}

/** The extensions the migrations create; PGlite loads them as modules (PostgreSQL has them installed). */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Soko process (pid ${pid}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite has no lock of its own: two processes on one data dir would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'soko.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** The PostgreSQL pool, from DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_CONNECT_TIMEOUT_MS. */
export interface PoolSettings {
  max: number;
  /** PostgreSQL cancels any statement of the pool's connections that runs longer (error 57014). */
  statementTimeoutMs: number;
  /** How long a query waits for a new connection, or for a free one while all `max` are busy. */
  connectTimeoutMs: number;
  /**
   * Whether queries are named (prepared once per connection). A transaction pooler that does not
   * keep prepared statements (PgBouncer before 1.21) hands a connection's next transaction to
   * another server connection, where the name is unknown: there this must be off. On by default.
   */
  namedStatements?: boolean;
  /**
   * Where migrations connect, when not DATABASE_URL: they hold a session-level advisory lock, which
   * a transaction pooler cannot keep, so behind one they go to PostgreSQL directly.
   */
  migrationUrl?: string | undefined;
}

/** Long enough to keep connections between bursts of requests, short enough to hand them back when quiet. */
const IDLE_TIMEOUT_MS = 30_000;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /**
   * PostgreSQL only: PGlite is a single connection inside this process, with nothing to pool or
   * wait for, and runs no statement timeout. Omitted, the driver's defaults apply (no timeouts).
   */
  pool?: PoolSettings | undefined;
  /** Directory for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
  /** A dump made by PGlite's dumpDataDir, to start from an already migrated database (tests). */
  loadDataDir?: Blob | File | undefined;
  migrate?: boolean;
  /** Told when an idle PostgreSQL connection fails (the server logs it). */
  onConnectionError?: (error: Error) => void;
}

/** Any number every instance agrees on: the key of the session lock migrations run under. */
const MIGRATION_LOCK_KEY = 7_656_107;

/**
 * Migrations may build an index or rewrite a table of millions of rows, which takes longer than
 * any request may: they run on a connection of their own, without the pool's statement timeout.
 * Instances starting together take turns under an advisory lock: the first applies what is
 * pending, the others then find nothing left to do (DDL run twice at once fails or deadlocks).
 */
async function migratePostgres(connectionString: string, connectionTimeoutMillis: number | undefined) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { casing: 'snake_case' }), { migrationsFolder });
  } finally {
    // Ending the session releases the lock, also when a migration failed.
    await client.end();
  }
}

export class DatabaseNotMigratedError extends Error {
  constructor(pending: number) {
    super(
      `The database is ${pending} migration${pending === 1 ? '' : 's'} behind this release. ` +
        'Run `npm run db:migrate` first, or start with MIGRATE_ON_START=true.',
    );
  }
}

/** How many of this release's migrations the database has not applied yet. */
async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  // Both drivers (node-postgres and PGlite) answer raw SQL with `rows`; the generic Db type does not say so.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [table] = await rowsOf<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return journal.entries.length;
  const [applied] = await rowsOf<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, journal.entries.length - (applied?.count ?? 0));
}

/** Refuses to serve a database older than the code: its queries would fail on missing columns. */
async function assertMigrated(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending > 0) throw new DatabaseNotMigratedError(pending);
}

/**
 * Gives every parameterised query a name derived from its text. node-postgres keeps named
 * statements per connection, so PostgreSQL parses and plans each distinct query once per
 * connection instead of at every request (planning was most of the time of a list query).
 */
function nameStatementsByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (config !== null && typeof config === 'object' && 'text' in config && typeof config.text === 'string') {
      const withName = config as { text: string; name?: string };
      if (!withName.name) return query({ ...withName, name: statementNameOf(withName.text) }, ...rest);
    }
    return query(config, ...rest);
  };
  client.query = named as typeof client.query;
}

/**
 * The same few hundred query texts come back at every request: their names are remembered rather
 * than hashed each time. Texts that differ only by a list's length are many, so the memory is
 * bounded and starts over when full.
 */
const STATEMENT_NAMES_KEPT = 5_000;
const statementNames = new Map<string, string>();
function statementNameOf(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A connection that only listens, reconnecting when the server drops it. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnectionError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      onConnectionError?.(error);
      next.end().catch(() => {});
      if (!stopped)
        setTimeout(() => void connect().catch((retryError: Error) => onConnectionError?.(retryError)), 1_000);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/**
 * The read model `accounts` is a view of five tables. Joined with a page's other tables, a query
 * passes PostgreSQL's default collapse limits (8), so the planner kept the view's joins apart and
 * joined every sale before picking the page's nine (a vendor's statement: 318 ms instead of 1.5 ms
 * at 100,000 sales). Twelve lets it order them all; it is also where the genetic optimiser starts.
 * Behind PgBouncer, which drops startup options, the database carries them (docs/operations.md).
 */
export const PLANNER_SETTINGS = { from_collapse_limit: 12, join_collapse_limit: 12 } as const;
const PLANNER_OPTIONS = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const connectionTimeoutMillis = options.pool?.connectTimeoutMs;
    if (runMigrations)
      await migratePostgres(options.pool?.migrationUrl ?? options.databaseUrl, connectionTimeoutMillis);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pool?.max,
      statement_timeout: options.pool?.statementTimeoutMs,
      options: PLANNER_OPTIONS,
      connectionTimeoutMillis,
      idleTimeoutMillis: IDLE_TIMEOUT_MS,
    });
    // An idle connection the server drops (a restart, a terminated backend) must not crash the
    // process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', (error) => options.onConnectionError?.(error));
    if (options.pool?.namedStatements ?? true) pool.on('connect', nameStatementsByText);
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    if (!runMigrations) {
      try {
        await assertMigrated(db);
      } catch (error) {
        await pool.end();
        throw error;
      }
    }
    return {
      db,
      engine: 'postgres',
      close: () => pool.end(),
      listen: (channel, onPayload) =>
        listenOnPostgres(options.databaseUrl as string, channel, onPayload, options.onConnectionError),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  try {
    const pgliteDir = options.dataDir ? path.join(options.dataDir, 'pg') : undefined;
    const client = await PGlite.create({
      extensions: pgliteExtensions,
      ...(pgliteDir ? { dataDir: pgliteDir } : {}),
      ...(options.loadDataDir && !(pgliteDir && existsSync(pgliteDir)) ? { loadDataDir: options.loadDataDir } : {}),
    });
    for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`);
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    if (runMigrations) await migratePglite(db, { migrationsFolder });
    else await assertMigrated(db as unknown as Db);
    return {
      db: db as unknown as Db,
      engine: 'pglite',
      listen: async (channel, onPayload) => {
        const stop = await client.listen(channel, onPayload);
        return async () => stop();
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
