import type { Db } from '../../db/client.ts';
import { deleteNotificationsBefore } from './notifications.repo.ts';

/**
 * What other modules ask of the notifications module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function deleteNotificationsPastRetention(
  db: Db,
  cutoffs: { readBefore: Date; unreadBefore: Date },
  limit: number,
): Promise<number> {
  return deleteNotificationsBefore(db, cutoffs, limit);
}
