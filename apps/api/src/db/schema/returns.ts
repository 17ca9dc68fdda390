import type { RefundReason, ReturnStatus } from '@soko/shared';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { refunds, sales } from './sales.ts';
import { users } from './users.ts';

/**
 * A buyer's return of items of one vendor's sale (issue 13): requested by the storefront (or staff
 * for the buyer), approved or rejected by the vendor or staff, received by the vendor, then refunded
 * through a refund of the sale.
 */
export const saleReturns = pgTable(
  'sale_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people read, like an order number. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 5001 }).notNull(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    /** The caller's Idempotency-Key (one request may open a return per vendor) and a hash of its body. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<RefundReason>().notNull(),
    note: text('note').notNull().default(''),
    /** [{ saleItemId, qty }] */
    items: jsonb('items').$type<{ saleItemId: string; qty: number }[]>().notNull(),
    /** Why the vendor or staff refused it, emailed to the buyer. */
    rejectionReason: text('rejection_reason').notNull().default(''),
    /** Null when the storefront opened it. */
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sale_returns_key_sale').on(table.idempotencyKey, table.saleId),
    uniqueIndex('sale_returns_number_key').on(table.number),
    // The lists: a vendor's or everyone's, all or one status, newest first, the id breaking ties.
    index('sale_returns_vendor_created_idx').on(table.vendorId, table.createdAt, table.id),
    index('sale_returns_vendor_status_created_idx').on(table.vendorId, table.status, table.createdAt, table.id),
    index('sale_returns_created_idx').on(table.createdAt, table.id),
    index('sale_returns_status_created_idx').on(table.status, table.createdAt, table.id),
    index('sale_returns_sale_idx').on(table.saleId),
  ],
);

export type SaleReturn = typeof saleReturns.$inferSelect;
