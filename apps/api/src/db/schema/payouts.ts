import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sales } from './sales.ts';
import { users } from './users.ts';

/** A transaction (spec wording): money remitted to one vendor for some of their delivered sales. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people read, like an order number. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    /** The admin's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Sum of the sales' subtotals; gross = fee + net. */
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** The GST in the fees, the sum of the lines' (each rounded per sale): the payout's tax invoice. */
    feeGstCents: integer('fee_gst_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
    saleCount: integer('sale_count').notNull(),
    /** Refunds after earlier payouts that this payout deducts (their net is in net_cents). */
    adjustmentCount: integer('adjustment_count').notNull().default(0),
    adjustmentNetCents: integer('adjustment_net_cents').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    bankReference: text('bank_reference').notNull().default(''),
    /** Set when staff record the bank transfer. */
    paidAt: date('paid_at'),
    markedPaidBy: uuid('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    /** When staff last downloaded an ABA file holding this payout: sent, not yet confirmed paid. */
    sentToBankAt: timestamp('sent_to_bank_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('payouts_number_key').on(table.number),
    // The list's filters, newest first, each ending in the id that breaks ties (keyset pages). "Paid"
    // is most payouts, so it reads payouts_created_idx and skips the few pending ones.
    index('payouts_vendor_created_idx').on(table.vendorId, table.createdAt, table.id),
    index('payouts_created_idx').on(table.createdAt, table.id),
    index('payouts_unpaid_idx').on(table.createdAt, table.id).where(sql`${table.paidAt} is null`),
  ],
);

/**
 * The whole marketplace's payouts per day of creation (Australia/Sydney) and paid or not, kept by a
 * trigger on `payouts` (migration 0003): the super admin's payout totals read a few hundred rows
 * instead of summing every payout. One vendor's totals are summed from their own payouts.
 */
export const payoutDayTotals = pgTable(
  'payout_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    paid: boolean('paid').notNull(),
    payouts: integer('payouts').notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    feeGstCents: bigint('fee_gst_cents', { mode: 'number' }).notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    saleCount: bigint('sale_count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.paid] })],
);

/** The sales of a payout. The unique sale id is what makes paying a sale twice impossible. */
export const payoutLines = pgTable(
  'payout_lines',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeGstCents: integer('fee_gst_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
  },
  (table) => [
    uniqueIndex('payout_lines_sale_key').on(table.saleId),
    index('payout_lines_payout_idx').on(table.payoutId),
  ],
);

/**
 * What a refund took back from a sale that was already in a payout: the payout paid the sale's old
 * net, so the difference (negative) is owed by the vendor and the next payout deducts it. Triggers
 * (migration 0015) fold it into the kept sale figures under the sale's day, so earnings, statements
 * and "owed to vendors" include it; `paid_out` follows the deducting payout like a sale's.
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    refundId: uuid('refund_id').notNull(),
    /** The sale's date: a statement of some days shows the sale and its adjustments together. */
    saleCreatedAt: timestamp('sale_created_at', { withTimezone: true }).notNull(),
    /** Negative: gross (what was refunded) = fee + net. */
    grossCents: integer('gross_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    feeGstCents: integer('fee_gst_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    /** The payout that deducts it; null while it is carried forward. */
    payoutId: uuid('payout_id').references(() => payouts.id),
    paidOut: boolean('paid_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_adjustments_refund_key').on(table.refundId),
    index('payout_adjustments_carried_idx')
      .on(table.vendorId, table.createdAt, table.id)
      .where(sql`${table.payoutId} is null`),
    index('payout_adjustments_payout_idx').on(table.payoutId),
    index('payout_adjustments_sale_idx').on(table.saleId),
    index('payout_adjustments_vendor_sale_created_idx').on(table.vendorId, table.saleCreatedAt),
    index('payout_adjustments_sale_created_idx').on(table.saleCreatedAt),
  ],
);

export type Payout = typeof payouts.$inferSelect;
export type PayoutLine = typeof payoutLines.$inferSelect;
export type PayoutAdjustment = typeof payoutAdjustments.$inferSelect;

/**
 * When vendors are paid (issue 45): the row without a vendor is the marketplace's schedule; a
 * vendor's row overrides it, `manual` taking the vendor out of scheduled payouts. Days are Sydney's.
 */
export const payoutSchedules = pgTable(
  'payout_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** weekly | fortnightly | monthly | manual (a vendor's only). */
    interval: text('interval').notNull(),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    minimumCents: integer('minimum_cents').notNull().default(0),
    holdDays: integer('hold_days').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payout_schedules_vendor_key').on(table.vendorId).where(sql`${table.vendorId} is not null`),
    uniqueIndex('payout_schedules_marketplace_key')
      .on(sql`(${table.vendorId} is null)`)
      .where(sql`${table.vendorId} is null`),
  ],
);

export type PayoutSchedule = typeof payoutSchedules.$inferSelect;
