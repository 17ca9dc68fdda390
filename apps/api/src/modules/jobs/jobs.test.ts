import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { scheduledJobs } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { testEngine } from '../../test/database.ts';
import { adminToken, auditCount, createStaff } from '../../test/fixtures.ts';
import { createJobRunner, type JobDefinition } from './index.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ config: { staffDigestHour: 7 } });
  admin = await adminToken(ctx);
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ 'x-auth-token': token });

function countingJob(
  name: string,
  run: JobDefinition['run'] = async () => ({ done: 1 }),
): JobDefinition & {
  runs: number;
} {
  const job = {
    name,
    description: 'Counts its runs',
    intervalMs: 60 * 60_000,
    disabledReason: null,
    runs: 0,
    async run(deps: Parameters<JobDefinition['run']>[0], stopping: AbortSignal) {
      job.runs += 1;
      return run(deps, stopping);
    },
  };
  return job;
}

describe(`scheduled jobs (${testEngine})`, () => {
  it('lists every job to the super admin with its schedule, and says why one is off', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: as(admin) });
    expect(response.statusCode).toBe(200);
    const jobs: { name: string; disabledReason: string | null; nextRunAt: string | null }[] = response.json().jobs;
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(['mail.outbox', 'staff.digest', 'abr.retry']));
    const mail = jobs.find((job) => job.name === 'mail.outbox');
    expect(mail).toMatchObject({ disabledReason: 'SMTP_URL is not set: mails stay in the outbox', nextRunAt: null });
    expect(jobs.find((job) => job.name === 'staff.digest')).toMatchObject({ disabledReason: null, running: false });
  });

  it('runs a job now for the super admin, records the outcome and audits it; refuses other staff', async () => {
    const support = await createStaff(ctx, 'support');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/jobs/staff.digest/run',
      headers: as(support.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditCount(ctx, 'job.run', 'staff.digest')).toBe(0);

    const ran = await ctx.app.inject({ method: 'POST', url: '/api/jobs/staff.digest/run', headers: as(admin) });
    expect(ran.statusCode).toBe(200);
    expect(ran.json()).toMatchObject({ name: 'staff.digest', lastOutcome: 'succeeded', running: false });
    expect(Date.parse(ran.json().nextRunAt)).toBeGreaterThan(Date.parse(ran.json().lastFinishedAt));
    expect(await auditCount(ctx, 'job.run', 'staff.digest')).toBe(1);

    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/jobs/no.such.job/run', headers: as(admin) });
    expect(unknown.statusCode).toBe(404);
    const off = await ctx.app.inject({ method: 'POST', url: '/api/jobs/abr.retry/run', headers: as(admin) });
    expect(off.statusCode).toBe(409);
    expect(off.json().errors[0].msg).toBe('This job is off on this server');
  });

  it('refuses to run a job that a live run on another instance holds', async () => {
    await ctx.app.jobs.list();
    await ctx.database.db
      .update(scheduledJobs)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(scheduledJobs.name, 'staff.digest'));
    try {
      const busy = await ctx.app.inject({ method: 'POST', url: '/api/jobs/staff.digest/run', headers: as(admin) });
      expect(busy.statusCode).toBe(409);
      expect(busy.json().errors[0].msg).toBe('This job is running now: wait for it to finish');
      const listed = await ctx.app.inject({ method: 'GET', url: '/api/jobs', headers: as(admin) });
      expect(listed.json().jobs.find((job: { name: string }) => job.name === 'staff.digest').running).toBe(true);
    } finally {
      await ctx.database.db
        .update(scheduledJobs)
        .set({ leaseUntil: null })
        .where(eq(scheduledJobs.name, 'staff.digest'));
    }
  });

  it('shows each job in /metrics', async () => {
    await ctx.app.jobs.runNow('staff.digest');
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/scheduled_job_last_finished_seconds\{job="staff\.digest"\} [1-9]/);
    expect(metrics.body).toContain('scheduled_job_next_run_seconds{job="abr.retry"} 0');
    expect(metrics.body).toContain('scheduled_job_last_failed{job="staff.digest"} 0');
  });

  it('runs each due job once when two instances check at the same time', async () => {
    const jobA = countingJob('test.counting');
    const jobB = countingJob('test.counting');
    const other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      const first = createJobRunner(ctx.app.deps, [jobA]);
      const second = createJobRunner(other.deps, [jobB]);
      await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
      expect(jobA.runs + jobB.runs).toBe(1);
      // Not due again until its interval has passed.
      await Promise.all([first.runDue(), second.runDue()]);
      expect(jobA.runs + jobB.runs).toBe(1);
      const [listed] = (await first.list()).filter((job) => job.name === 'test.counting');
      expect(listed).toMatchObject({ lastOutcome: 'succeeded', lastSummary: { done: 1 } });
    } finally {
      await other.close();
    }
  });

  it('records a failure without the data in it, and runs the job again when next due', async () => {
    const failing = countingJob('test.failing', async ({ db }) => {
      await db.execute('select * from no_such_table_for_secret_value');
      return {};
    });
    const runner = createJobRunner(ctx.app.deps, [failing]);
    await runner.runDue();
    const [listed] = await runner.list();
    expect(listed).toMatchObject({ lastOutcome: 'failed', lastError: 'Database error 42P01' });
    expect(JSON.stringify(listed)).not.toContain('secret_value');
  });

  it('waits on stop for the run in progress', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = countingJob('test.slow', async () => {
      started();
      await released;
      return { done: 1 };
    });
    const runner = createJobRunner(ctx.app.deps, [slow], { tickMs: 10 });
    runner.start();
    await running;
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [listed] = await runner.list();
    expect(listed?.lastOutcome).toBe('succeeded');
    expect(slow.runs).toBe(1);
  });
});
