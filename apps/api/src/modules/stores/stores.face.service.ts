import type { Db } from '../../db/client.ts';
import { updateStoreBioCleared } from './stores.repo.ts';

/**
 * What other modules ask of the stores module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function clearStoreBio(db: Db, vendorId: string, at: Date): Promise<void> {
  return updateStoreBioCleared(db, vendorId, at);
}
