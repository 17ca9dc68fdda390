import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import { until } from '../../test/processes.ts';

/**
 * Two API processes on one PostgreSQL database, as two containers: each checks for due jobs at the
 * same moment, and each job runs once, in one of them. (jobs.test.ts shows the same with two apps
 * in one process; here nothing is shared but the database.)
 */

const apiRoot = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.DATABASE_URL ?? '';
const databaseName = `soko_job_processes_${randomBytes(6).toString('hex')}`;
let databaseUrl: string;
let database: Database;

interface Instance {
  process: ChildProcess;
  output(): string;
  line(prefix: string): string | undefined;
}

function startInstance(): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/job-instance.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return {
    process: child,
    output: () => output,
    line: (prefix) =>
      output
        .split('\n')
        .find((line) => line.startsWith(`${prefix} `))
        ?.slice(prefix.length + 1),
  };
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  database = await openDatabase({ databaseUrl });
}, 60_000);

afterAll(async () => {
  await database?.close();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
});

describe('scheduled jobs across processes on PostgreSQL', () => {
  it('two processes checking at the same moment run each due job once between them', async () => {
    const instances = [startInstance(), startInstance()];
    try {
      for (const instance of instances) {
        await until(
          () => `an instance to be ready\n${instance.output()}`,
          () => {
            if (instance.process.exitCode !== null) throw new Error(`an instance exited\n${instance.output()}`);
            return instance.line('ready') !== undefined;
          },
          60_000,
        );
      }
      const enabled = JSON.parse(instances[0]?.line('ready') ?? '[]') as string[];
      expect(enabled).toContain('privacy.retention');
      expect(enabled).toContain('cases.escalate');
      for (const instance of instances) instance.process.stdin?.write('go\n');
      for (const instance of instances) {
        await until(
          () => `an instance to finish\n${instance.output()}`,
          () => instance.line('ran') !== undefined || instance.process.exitCode !== null,
          60_000,
        );
      }
      const ran = instances.flatMap((instance) => JSON.parse(instance.line('ran') ?? '"missing"') as string[]);
      expect(ran.sort()).toEqual([...enabled].sort());
      const rows = await database.db.select().from(scheduledJobs);
      for (const name of enabled) {
        expect(rows.find((row) => row.name === name)?.lastOutcome, name).toBe('succeeded');
      }
    } finally {
      for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGTERM');
    }
  }, 120_000);
});
