import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ScheduledJobRow, scheduledJobs } from '../../db/schema/index.ts';

/** A row for each job the code defines, due at once the first time; existing rows keep their schedule. */
export async function ensureJobRows(db: Db, names: string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name, nextRunAt: now })))
    .onConflictDoNothing();
}

export interface ClaimRequest {
  names: string[];
  now: Date;
  /** Until when each claimed job is held, by name. */
  leaseUntil: Map<string, Date>;
  runId: string;
  /** Run now: claim whatever the schedule says, if no live run holds it. */
  ignoreSchedule?: boolean;
}

/**
 * Claims the named jobs that are due and not held by a live run, in one statement: PostgreSQL
 * checks the condition again on a row another instance updated meanwhile, so one instance wins.
 */
export async function claimJobs(db: Db, request: ClaimRequest): Promise<string[]> {
  if (request.names.length === 0) return [];
  const free = or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, request.now));
  const due = request.ignoreSchedule ? undefined : lte(scheduledJobs.nextRunAt, request.now);
  const leaseUntil = sql`case ${scheduledJobs.name} ${sql.join(
    request.names.map((name) => sql`when ${name} then ${request.leaseUntil.get(name)?.toISOString()}::timestamptz`),
    sql` `,
  )} end`;
  const claimed = await db
    .update(scheduledJobs)
    .set({ leaseUntil, runId: request.runId, lastStartedAt: request.now })
    .where(and(inArray(scheduledJobs.name, request.names), free, due))
    .returning({ name: scheduledJobs.name });
  return claimed.map((row) => row.name);
}

export interface RunEnd {
  name: string;
  runId: string;
  finishedAt: Date;
  nextRunAt: Date;
  outcome: 'succeeded' | 'failed';
  summary: Record<string, number> | null;
  error: string | null;
  durationMs: number;
}

/** Holds the job for its run a while longer; nothing if another instance has taken the job over. */
export async function renewJobLease(db: Db, lease: { name: string; runId: string; leaseUntil: Date }): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ leaseUntil: lease.leaseUntil })
    .where(and(eq(scheduledJobs.name, lease.name), eq(scheduledJobs.runId, lease.runId)));
}

/** Records how a run ended and frees the job; a run whose lease another instance took over records nothing. */
export async function finishJobRun(db: Db, end: RunEnd): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({
      leaseUntil: null,
      runId: null,
      nextRunAt: end.nextRunAt,
      lastFinishedAt: end.finishedAt,
      lastOutcome: end.outcome,
      lastSummary: end.summary,
      lastError: end.error,
      lastDurationMs: end.durationMs,
    })
    .where(and(eq(scheduledJobs.name, end.name), eq(scheduledJobs.runId, end.runId)));
}

export async function listJobRows(db: Db): Promise<ScheduledJobRow[]> {
  return db.select().from(scheduledJobs);
}
