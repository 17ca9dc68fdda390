import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { JobDto } from '@soko/shared';
import type { AppDeps } from '../../deps.ts';
import { claimJobs, ensureJobRows, finishJobRun, listJobRows, renewJobLease } from './jobs.repo.ts';

/** What a run did, as counts: shown to staff, recorded in the audit log, never the data itself. */
export type JobSummary = Record<string, number>;

/** A named piece of scheduled work. Every run must be safe to repeat (a run cut short is run again). */
export interface JobDefinition {
  name: string;
  description: string;
  /** From the end of one run to the start of the next. */
  intervalMs: number;
  /**
   * How long a run may hold the job before another instance takes it over: longer than any run,
   * or than the run takes between two `lease.renew()` calls.
   */
  leaseMs?: number;
  /** Why the job does not run on this server (a missing setting), or null. */
  disabledReason: string | null;
  /** `stopping` is aborted when the server stops: a long run ends early, safe to go on later. */
  run(deps: AppDeps, stopping: AbortSignal, lease?: JobLease): Promise<JobSummary>;
  /** Releases what the job holds open (a mail transport) when the server stops. */
  close?(): void | Promise<void>;
}

/** A run's hold on its job: a long run renews it as it makes progress, so a short lease is enough. */
export interface JobLease {
  /** Holds the job for another `leaseMs` from now. */
  renew(): Promise<void>;
}

export type RunNowResult = 'ran' | 'running' | 'disabled' | 'unknown';

export interface JobRunner {
  readonly definitions: readonly JobDefinition[];
  /** Checks for due jobs every tick until stop(). */
  start(): void;
  /** Stops checking and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Runs, once, every job that is due and that no other instance holds; answers the names run. */
  runDue(): Promise<string[]>;
  /** Runs one job now, whatever its schedule, unless a run holds it. */
  runNow(name: string): Promise<RunNowResult>;
  /** Starts one job now in the background (new work for it has just arrived), unless a run holds it. */
  runSoon(name: string): void;
  /** Waits until no run started by this runner is in progress (tests follow a background run with it). */
  idle(): Promise<void>;
  list(): Promise<JobDto[]>;
}

const DEFAULT_LEASE_MS = 15 * 60_000;
const DEFAULT_TICK_MS = 1_000;
const leaseMsOf = (job: JobDefinition) => job.leaseMs ?? DEFAULT_LEASE_MS;
const MAX_ERROR_LENGTH = 300;

/**
 * What staff read of a failure. Query errors carry their SQL parameters in the message, so a
 * database error is named by its code only; the log has the whole error.
 */
function describeJobError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return `Database error ${code}`;
  if (error instanceof Error && error.name === 'DrizzleQueryError') return 'Database error';
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

export function createJobRunner(
  deps: AppDeps,
  definitions: JobDefinition[],
  options: { tickMs?: number } = {},
): JobRunner {
  const { db, clock, log } = deps;
  const byName = new Map(definitions.map((job) => [job.name, job]));
  const enabled = definitions.filter((job) => job.disabledReason === null).map((job) => job.name);
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const inFlight = new Set<Promise<void>>();
  let rowsReady: Promise<void> | undefined;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let currentTick: Promise<unknown> | undefined;
  const stopping = new AbortController();
  // A run started by a request must not carry that request's context (who acts, its log): the
  // run may apply other people's work. Runs start in the context the runner was made in.
  const outsideRequests = AsyncLocalStorage.snapshot();

  const track = (run: Promise<void>) => {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  };

  const ensureRows = () => {
    rowsReady ??= ensureJobRows(
      db,
      definitions.map((job) => job.name),
      clock.now(),
    ).catch((error: unknown) => {
      rowsReady = undefined;
      throw error;
    });
    return rowsReady;
  };

  async function runClaimed(job: JobDefinition, runId: string): Promise<void> {
    const started = clock.now();
    const jobLog = log.child({ job: job.name });
    let summary: JobSummary | null = null;
    let error: string | null = null;
    try {
      const lease: JobLease = {
        renew: () =>
          renewJobLease(db, {
            name: job.name,
            runId,
            leaseUntil: new Date(clock.now().getTime() + leaseMsOf(job)),
          }),
      };
      summary = await job.run({ ...deps, log: jobLog }, stopping.signal, lease);
    } catch (failure) {
      error = describeJobError(failure);
      jobLog.error({ err: failure }, 'job failed');
    }
    const finishedAt = clock.now();
    await finishJobRun(db, {
      name: job.name,
      runId,
      finishedAt,
      nextRunAt: new Date(finishedAt.getTime() + job.intervalMs),
      outcome: error === null ? 'succeeded' : 'failed',
      summary,
      error,
      durationMs: finishedAt.getTime() - started.getTime(),
    });
    if (error === null && Object.values(summary ?? {}).some((count) => count > 0)) {
      jobLog.info({ summary }, 'job ran');
    }
  }

  /** Claims what it can and starts those runs; answers once the claim is made, with the runs. */
  async function claimAndStart(names: string[], ignoreSchedule: boolean) {
    await ensureRows();
    const now = clock.now();
    const runId = randomUUID();
    const leaseUntil = new Map(
      names.map((name) => {
        const job = byName.get(name);
        return [name, new Date(now.getTime() + (job ? leaseMsOf(job) : DEFAULT_LEASE_MS))];
      }),
    );
    const claimed = await claimJobs(db, {
      names,
      now,
      leaseUntil,
      runId,
      ignoreSchedule,
    });
    const runs = claimed.flatMap((name) => {
      const job = byName.get(name);
      if (!job) return [];
      const run = runClaimed(job, runId).catch((error: unknown) =>
        log.error({ err: error, job: name }, 'job: recording the run failed'),
      );
      track(run);
      return [run];
    });
    return { claimed, runs };
  }

  async function claimAndRun(names: string[], ignoreSchedule: boolean): Promise<string[]> {
    const { claimed, runs } = await claimAndStart(names, ignoreSchedule);
    await Promise.all(runs);
    return claimed;
  }

  function schedule(): void {
    // unref: the runner alone never keeps the process alive.
    timer = setTimeout(tick, tickMs).unref();
  }

  function tick(): void {
    timer = undefined;
    // The next check follows this one's claim, not its runs: a long run does not hold the others
    // back (a job being run is not claimed again), and a slow database never stacks up checks.
    currentTick = claimAndStart(enabled, false)
      .catch((error: unknown) => log.error({ err: error }, 'job: checking for due jobs failed'))
      .finally(() => {
        if (running) schedule();
      });
  }

  return {
    definitions,
    start() {
      if (running || enabled.length === 0) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await currentTick;
      await Promise.all([...inFlight]);
      for (const job of definitions) await job.close?.();
    },
    runDue: () => claimAndRun(enabled, false),
    async runNow(name) {
      const job = byName.get(name);
      if (!job) return 'unknown';
      if (job.disabledReason !== null) return 'disabled';
      const claimed = await claimAndRun([name], true);
      return claimed.length > 0 ? 'ran' : 'running';
    },
    runSoon(name) {
      const job = byName.get(name);
      if (!job || job.disabledReason !== null || stopping.signal.aborted) return;
      track(
        outsideRequests(() => claimAndRun([name], true)).then(
          () => undefined,
          (error: unknown) => log.error({ err: error, job: name }, 'job: starting a run failed'),
        ),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    async list() {
      await ensureRows();
      const rows = new Map((await listJobRows(db)).map((row) => [row.name, row]));
      const now = clock.now();
      return definitions.map((job) => {
        const row = rows.get(job.name);
        const running = Boolean(row?.leaseUntil && row.leaseUntil > now);
        return {
          name: job.name,
          description: job.description,
          intervalSeconds: Math.round(job.intervalMs / 1000),
          disabledReason: job.disabledReason,
          running,
          lastStartedAt: row?.lastStartedAt?.toISOString() ?? null,
          lastFinishedAt: row?.lastFinishedAt?.toISOString() ?? null,
          lastOutcome: row?.lastOutcome === 'succeeded' || row?.lastOutcome === 'failed' ? row.lastOutcome : null,
          lastSummary: row?.lastSummary ?? null,
          lastError: row?.lastError ?? null,
          lastDurationMs: row?.lastDurationMs ?? null,
          nextRunAt: job.disabledReason === null ? (row?.nextRunAt.toISOString() ?? null) : null,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled jobs; server.ts starts them, tests run them on demand. */
    jobs: JobRunner;
  }
}
