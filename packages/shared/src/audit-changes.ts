/**
 * The audit log as an operator reads it (issue 47 §4): each change of an entry as text, money in
 * dollars, times in Sydney time, people and records by name or number, never a raw id or JSON; and a
 * sentence saying what happened. The server words them once, for the screen and the CSV alike.
 */
import { z } from 'zod';

export const auditChangeSchema = z.object({
  /** The field as stored ("amountCents"), for whoever filters on it. */
  field: z.string(),
  /** The field as people read it ("Amount"). */
  label: z.string(),
  /** Absent on the side that did not have the field. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** Written when an entry names something since removed, instead of its id. */
export const AUDIT_REMOVED = 'removed';

/** The export's response header with the number of rows it holds, for the progress bar. */
export const AUDIT_EXPORT_COUNT_HEADER = 'x-total-count';
export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'actor_email',
  'actor_name',
  'action',
  'entity_type',
  'entity_name',
  'summary',
  'changes',
] as const;
