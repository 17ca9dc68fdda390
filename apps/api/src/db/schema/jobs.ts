import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job (issue 28, item 4). An instance runs a job only after claiming its row
 * with one UPDATE (due, and not held by a live lease), so several instances run each job once; the
 * run id lets only the claimant record how the run ended.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while a run holds the job; a run whose instance died is taken over once it passes. */
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  runId: uuid('run_id'),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** succeeded or failed. */
  lastOutcome: text('last_outcome'),
  /** What the last run did, as counts (never the data it touched). */
  lastSummary: jsonb('last_summary').$type<Record<string, number>>(),
  lastError: text('last_error'),
  lastDurationMs: integer('last_duration_ms'),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
