import type { SaleStatus } from '@soko/shared';
import { bigint, boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The sale figures every dashboard, earnings total, chart, statement total and list count reads,
 * per marketplace day (Australia/Sydney) and state of the sale. Triggers on `sales` keep them in step
 * with the sale rows in the same transaction (migrations 0003, 0004 and 0010), so reading them costs the same at a
 * million sales as at a thousand.
 */
const measures = {
  sales: integer('sales').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
  feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
  feeGstCents: bigint('fee_gst_cents', { mode: 'number' }).notNull().default(0),
  netCents: bigint('net_cents', { mode: 'number' }).notNull(),
  /** Refunded to buyers (items and shipping): price + shipping - refunded = fee + net. */
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
};
const figures = {
  day: date('day', { mode: 'string' }).notNull(),
  status: text('status').$type<SaleStatus>().notNull(),
  inPayout: boolean('in_payout').notNull(),
  /** In a payout whose bank transfer is recorded (see sales.paid_out). */
  paidOut: boolean('paid_out').notNull().default(false),
  ...measures,
};
/** The same figures over all time: what a total without dates reads (a handful of rows). */
const allTimeFigures = {
  status: text('status').$type<SaleStatus>().notNull(),
  inPayout: boolean('in_payout').notNull(),
  /** In a payout whose bank transfer is recorded (see sales.paid_out). */
  paidOut: boolean('paid_out').notNull().default(false),
  ...measures,
};

/** One vendor's figures per day and state. */
export const vendorSaleTotals = pgTable(
  'vendor_sale_totals',
  { vendorId: uuid('vendor_id').notNull(), ...figures },
  (table) => [primaryKey({ columns: [table.vendorId, table.day, table.status, table.inPayout, table.paidOut] })],
);

/** The whole marketplace's figures per day and state (what the super admin sees). */
export const marketplaceSaleTotals = pgTable('marketplace_sale_totals', figures, (table) => [
  primaryKey({ columns: [table.day, table.status, table.inPayout, table.paidOut] }),
]);

/** One vendor's figures per state, all time. */
export const vendorSaleStatusTotals = pgTable(
  'vendor_sale_status_totals',
  { vendorId: uuid('vendor_id').notNull(), ...allTimeFigures },
  (table) => [primaryKey({ columns: [table.vendorId, table.status, table.inPayout, table.paidOut] })],
);

/** The whole marketplace's figures per state, all time. */
export const marketplaceSaleStatusTotals = pgTable('marketplace_sale_status_totals', allTimeFigures, (table) => [
  primaryKey({ columns: [table.status, table.inPayout, table.paidOut] }),
]);

/** Orders placed per marketplace day, for the order list's exact total. */
export const orderDayTotals = pgTable('order_day_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
});
