import type { Db } from '../../db/client.ts';
import type { AuditEntry } from './audit.repo.ts';
import { insertAuditEntry } from './audit.repo.ts';

export type { AuditEntry } from './audit.repo.ts';

/**
 * What other modules ask of the audit module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  return insertAuditEntry(db, entry);
}
