import type { VendorTeamRole } from '@soko/shared';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A vendor's team (issue 30): one row per member account (role 4), which belongs to one team at most
 * (the primary key). Removing a member deletes the row and deactivates the account, whose audit
 * entries keep naming it.
 */
export const vendorTeamMembers = pgTable(
  'vendor_team_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<VendorTeamRole>().notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The team list: a vendor's members, oldest invitation first.
  (table) => [index('vendor_team_members_vendor_idx').on(table.vendorId, table.createdAt, table.userId)],
);

export type VendorTeamMemberRow = typeof vendorTeamMembers.$inferSelect;
