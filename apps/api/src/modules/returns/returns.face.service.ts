import type { Db } from '../../db/client.ts';
import { updateReturnFreeTextCleared } from './returns.repo.ts';

/**
 * What other modules ask of the returns module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function clearReturnFreeText(db: Db, saleIds: string[], at: Date): Promise<void> {
  return updateReturnFreeTextCleared(db, saleIds, at);
}
