import type { Db } from '../../db/client.ts';
import { updateCaseFreeTextCleared } from './cases.repo.ts';

/**
 * What other modules ask of the cases module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

/** With a buyer's contact details (retention) go the messages of their cases and the vendor's note on them. */
export function clearCaseFreeText(db: Db, saleIds: string[], at: Date): Promise<void> {
  return updateCaseFreeTextCleared(db, saleIds, at);
}
