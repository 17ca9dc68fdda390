import type { VendorPendingChange } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const pendingChangeColumns = () => ({
  /**
   * A verified vendor's change of business name, ABN or address, waiting for staff (issue 15): the
   * details in force stay the profile's until staff approve it.
   */
  pendingChange: jsonb('pending_change').$type<VendorPendingChange>(),
  pendingChangeAt: timestamp('pending_change_at', { withTimezone: true }),
  /** Why staff rejected the last pending change, shown to the vendor until the next one. */
  pendingChangeRejectionReason: text('pending_change_rejection_reason'),
});

/** One row per account, made with it by the trigger `users_open_records` (migration 0033). */
export const vendorPendingChanges = pgTable(
  'vendor_pending_changes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...pendingChangeColumns(),
  },
  (table) => [
    index('vendor_pending_changes_waiting_idx')
      .on(table.pendingChangeAt, table.userId)
      .where(sql`${table.pendingChange} is not null`),
  ],
);
