import type { JobDefinition } from '../jobs/index.ts';
import { escalateOverdueCases } from './cases.outcomes.ts';

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * Every 15 minutes: cases the vendor has not answered by their deadline (the end of a business day,
 * Sydney time) go to staff. With CASE_RESPONSE_BUSINESS_DAYS=0 a new case goes at the next run.
 */
export function caseEscalationJob(): JobDefinition {
  return {
    name: 'cases.escalate',
    description: 'Escalates to the Soko team the buyers’ cases a vendor has not answered in time',
    intervalMs: QUARTER_HOUR_MS,
    disabledReason: null,
    async run(deps, stopping) {
      return { escalated: await escalateOverdueCases(deps, stopping) };
    },
  };
}
