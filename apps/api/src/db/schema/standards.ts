import type { StandardMetricKey, StandardStatus, StandardThresholds, VendorStanding } from '@soko/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The service standards' alerts and limits (issue 44): one row, written by the super admin; none
 * until the first change, the defaults of @soko/shared meanwhile.
 */
export const standardsSettings = pgTable(
  'standards_settings',
  {
    id: smallint('id').primaryKey().default(1),
    thresholds: jsonb('thresholds').$type<StandardThresholds>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [check('standards_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * Each vendor's standards as the `standards.refresh` job last counted them: the counts over the
 * sales placed in the window, the standing they give against the thresholds, and what the vendor
 * was last told, so that crossing a line is told once. The staff list reads these rows in risk
 * order (index below) instead of counting a million sales per page.
 */
export const vendorStandards = pgTable(
  'vendor_standards',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    windowFrom: timestamp('window_from', { withTimezone: true }).notNull(),
    /** Sales placed in the window: the denominator of every rate but tracking. */
    sales: integer('sales').notNull(),
    lateDispatch: integer('late_dispatch').notNull(),
    cancelled: integer('cancelled').notNull(),
    /** Shipped (or delivered) sales: the denominator of valid tracking. */
    shipped: integer('shipped').notNull(),
    tracked: integer('tracked').notNull(),
    withCase: integer('with_case').notNull(),
    defects: integer('defects').notNull(),
    /** Cases of the window's sales: the median response's count. */
    cases: integer('cases').notNull(),
    responseHours: numeric('response_hours', { precision: 10, scale: 1, mode: 'number' }),
    rated: boolean('rated').notNull(),
    standing: text('standing').$type<VendorStanding>().notNull(),
    /** 3 over, 2 alert, 1 ok, 0 unrated: the list's first sort key. */
    standingRank: smallint('standing_rank').notNull(),
    /** How far the worst figure has gone towards (or past) its limit, in hundredths of a percent. */
    risk: integer('risk').notNull(),
    /** Each metric's status the vendor was last told of (a metric absent: ok). */
    told: jsonb('told').$type<Partial<Record<StandardMetricKey, StandardStatus>>>().notNull().default({}),
  },
  (table) => [index('vendor_standards_risk_idx').on(table.standingRank, table.risk, table.vendorId)],
);

export type VendorStandardsRow = typeof vendorStandards.$inferSelect;
export type NewVendorStandardsRow = typeof vendorStandards.$inferInsert;
