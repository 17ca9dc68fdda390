import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per marketplace day whose staff digest went out: the instance that inserts the day sends
 * it, so several instances never send it twice.
 */
export const staffDigests = pgTable('staff_digests', {
  day: date('day', { mode: 'string' }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
