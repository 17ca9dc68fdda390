import type { AbrStatus } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The Australian Business Register's answer for the vendor's ABN (issue 14). */
export const abnCheckColumns = () => ({
  /**
   * not_checked (no ABR_GUID, or the ABR did not answer; a daily job retries), active, cancelled or
   * not_found.
   */
  abrStatus: text('abr_status').$type<AbrStatus>().notNull().default('not_checked'),
  abrEntityName: text('abr_entity_name'),
  /** The business (trading) names registered to the ABN, which a vendor's business name may be. */
  abrBusinessNames: text('abr_business_names').array().notNull().default(sql`'{}'::text[]`),
  /** GST registration per the ABR, from this date; null when not registered (or not checked). */
  abrGstFrom: date('abr_gst_from', { mode: 'string' }),
  abrCheckedAt: timestamp('abr_checked_at', { withTimezone: true }),
  /** When the register was last asked about the ABN without an answer: the retry asks the longest-waiting first. */
  abrAttemptedAt: timestamp('abr_attempted_at', { withTimezone: true }),
});

/** One row per account, made with it by the trigger `users_open_records` (migration 0033). */
export const abnChecks = pgTable(
  'abn_checks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...abnCheckColumns(),
  },
  (table) => [
    // The ABR retry job: ABNs still not checked, those never asked (or asked longest ago) first.
    index('abn_checks_unchecked_idx')
      .on(sql`${table.abrAttemptedAt} asc nulls first`, table.userId)
      .where(sql`${table.abrStatus} = 'not_checked'`),
  ],
);

export type AbnCheckValues = Omit<typeof abnChecks.$inferInsert, 'userId'>;
