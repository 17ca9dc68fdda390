import { JOBS_TEXT, type JobDto } from '@soko/shared';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { JobRunner } from './job-runner.ts';

export function listJobs(runner: JobRunner): Promise<JobDto[]> {
  return runner.list();
}

/** Runs the job now and records who did and how it went (counts only) in the audit log. */
export async function runJobNow(
  deps: Pick<AppDeps, 'db' | 'log'>,
  runner: JobRunner,
  actorId: string,
  name: string,
): Promise<JobDto> {
  const result = await runner.runNow(name);
  if (result === 'unknown') throw notFound('Job');
  if (result === 'running') throw conflict(JOBS_TEXT.running);
  if (result === 'disabled') throw conflict(JOBS_TEXT.disabled);
  const job = (await runner.list()).find((item) => item.name === name);
  if (!job) throw notFound('Job');
  await recordAudit(deps.db, {
    actorId,
    action: 'job.run',
    entityType: 'job',
    entityId: name,
    after: { outcome: job.lastOutcome, summary: job.lastSummary },
  });
  deps.log.info({ event: 'job.run', job: name, outcome: job.lastOutcome }, 'job run by staff');
  return job;
}
