/**
 * One instance of the API in a process of its own, for `jobs.processes.pg-test.ts`: it builds the
 * app on DATABASE_URL (already migrated), says which jobs it would run, waits for "go" on stdin, then
 * checks for due jobs twice at once, as its timer would, and says which jobs it ran.
 */
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { createJobRunner, type JobDefinition } from '../modules/jobs/index.ts';
import { testConfig } from './app.ts';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
const app = await buildApp({ config: testConfig(), database, logger: false });
await app.ready();
const ran: string[] = [];
const counted = app.jobs.definitions.map(
  (job): JobDefinition => ({
    ...job,
    run: (deps, stopping) => {
      ran.push(job.name);
      return job.run(deps, stopping);
    },
  }),
);
const runner = createJobRunner(app.deps, counted);
const enabled = counted.filter((job) => job.disabledReason === null).map((job) => job.name);
process.stdout.write(`ready ${JSON.stringify(enabled)}\n`);
await new Promise((resolve) => process.stdin.once('data', resolve));
await Promise.all([runner.runDue(), runner.runDue()]);
process.stdout.write(`ran ${JSON.stringify(ran)}\n`);
await runner.stop();
await app.close();
await database.close();
process.exit(0);
