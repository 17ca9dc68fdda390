import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

/**
 * What Soko charges a sale line (issue 45; docs/product.md section 9). A rule names a vendor, a
 * category (or subcategory), both or neither (marketplace-wide); the most specific one in force when
 * an order is placed sets the line's fee, whose terms are then frozen on the line. Deleting a rule
 * only marks it, so that the lines it priced still show its note.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** 1.25 % is 125. */
    percentBasisPoints: integer('percent_basis_points').notNull(),
    /** Per sale line. */
    fixedCents: integer('fixed_cents').notNull(),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    /** In force from (null: always) until (null: never ends), the end excluded. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A few hundred rules at most: the ones not deleted are read whole, per vendor or for everyone.
    index('commission_rules_vendor_idx').on(table.vendorId).where(sql`${table.deletedAt} is null`),
  ],
);

export type CommissionRule = typeof commissionRules.$inferSelect;
export type NewCommissionRule = typeof commissionRules.$inferInsert;
