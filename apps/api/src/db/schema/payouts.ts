import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    netCents: integer('net_cents').notNull(),
    saleCount: integer('sale_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    bankReference: text('bank_reference').notNull().default(''),
    /** Set when staff record the bank transfer. */
    paidAt: date('paid_at'),
    markedPaidBy: uuid('marked_paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payouts_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('payouts_number_key').on(table.number),
    index('payouts_vendor_created_idx').on(table.vendorId, table.createdAt),
    index('payouts_created_idx').on(table.createdAt),
    index('payouts_unpaid_idx').on(table.createdAt).where(sql`${table.paidAt} is null`),
  ],
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
    netCents: integer('net_cents').notNull(),
  },
  (table) => [
    uniqueIndex('payout_lines_sale_key').on(table.saleId),
    index('payout_lines_payout_idx').on(table.payoutId),
  ],
);

export type Payout = typeof payouts.$inferSelect;
export type PayoutLine = typeof payoutLines.$inferSelect;
