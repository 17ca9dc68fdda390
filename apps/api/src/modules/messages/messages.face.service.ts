import type { Db } from '../../db/client.ts';
import { selectUnreadCount } from './messages.boxes.repo.ts';

/**
 * What other modules ask of the messages module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function countUnread(db: Db, userId: string): Promise<number> {
  return selectUnreadCount(db, userId);
}
