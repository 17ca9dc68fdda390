import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { lookupAbn } from './abr.client.ts';
import { listUncheckedAbns, writeAbnCheckIfStillWaiting } from './abr.repo.ts';
import { abrColumnsOf } from './abr.service.ts';

/** Accounts one run asks about at most, those waiting longest first. */
export const ABR_RETRY_BATCH = 1000;
/** A run stops asking after this long (a slow or half-down ABR), and the next goes on from there. */
const RUN_BUDGET_MS = 5 * 60 * 1000;

/**
 * Asks the register again about ABNs it did not answer for (no answer in time, or down). Instances
 * running this together may both ask about an ABN, but only the first answer is recorded, and never
 * over an ABN that changed meanwhile. Answers how many ABNs it recorded an answer for.
 */
export async function retryAbrChecks(
  { db, config, log }: Pick<AppDeps, 'db' | 'config' | 'log'>,
  limit = ABR_RETRY_BATCH,
): Promise<number> {
  let recorded = 0;
  const stopAt = Date.now() + RUN_BUDGET_MS;
  for (const account of await listUncheckedAbns(db, limit)) {
    if (Date.now() > stopAt) break;
    const lookup = await lookupAbn(config.abr, account.abn, log);
    // Written only while the account still waits on this ABN: its ABN may have changed meanwhile,
    // or another run recorded an answer first.
    if (lookup.status === 'not_checked') {
      // An unanswered ask is noted so that the next run asks the others first.
      await writeAbnCheckIfStillWaiting(db, account.id, account.abn, { abrAttemptedAt: new Date() });
      continue;
    }
    if (await writeAbnCheckIfStillWaiting(db, account.id, account.abn, abrColumnsOf(lookup, new Date()))) recorded += 1;
  }
  return recorded;
}

const RUN_EVERY_MS = 24 * 60 * 60 * 1000;

/** The re-check as a scheduled job: daily, off without ABR_GUID. */
export function abrRetryJob(config: Pick<Config, 'abr'>): JobDefinition {
  return {
    name: 'abr.retry',
    description: 'Asks the ABR again about ABNs it did not answer for',
    intervalMs: RUN_EVERY_MS,
    leaseMs: RUN_BUDGET_MS + 5 * 60 * 1000,
    disabledReason: config.abr.guid === null ? 'ABR_GUID is not set: ABNs are recorded as not checked' : null,
    run: async (deps) => ({ recorded: await retryAbrChecks(deps) }),
  };
}
