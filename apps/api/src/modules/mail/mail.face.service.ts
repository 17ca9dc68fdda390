import type { Db } from '../../db/client.ts';
import { deleteMailsBefore } from './mail.repo.ts';

/**
 * What other modules ask of the mail module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function deleteOldMails(db: Db, cutoff: Date): Promise<number> {
  return deleteMailsBefore(db, cutoff);
}
