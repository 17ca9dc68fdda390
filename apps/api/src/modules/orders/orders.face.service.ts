import type { Db } from '../../db/client.ts';
import type { AlongsideOrders } from './retention.repo.ts';
import { updateBuyerContacts, updateBuyerIdentities } from './retention.repo.ts';

export { type AlongsideOrders, DEIDENTIFIED_BUYER } from './retention.repo.ts';

/**
 * What other modules ask of the orders module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function deidentifyBuyers(
  db: Db,
  cutoff: Date,
  at: Date,
  limit: number,
  alongside: AlongsideOrders,
): Promise<number> {
  return updateBuyerIdentities(db, cutoff, at, limit, alongside);
}

export function removeBuyerContacts(
  db: Db,
  cutoff: Date,
  at: Date,
  limit: number,
  alongside: AlongsideOrders,
): Promise<number> {
  return updateBuyerContacts(db, cutoff, at, limit, alongside);
}
