import type { RefundReason, SaleStatus } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { commissionRules } from './commissions.ts';
import { products } from './products.ts';
import { users } from './users.ts';

export interface DeliveryAddress {
  unit: string;
  c_address: string;
  suburb: string;
  state: string;
  country: string;
  postcode: string;
}

/** A storefront checkout: one customer, one payment, one sale per vendor. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number people read and search for. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    /** The storefront's Idempotency-Key and a hash of the body it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull().default(''),
    transactionId: text('transaction_id').notNull().default(''),
    paymentMethod: text('payment_method').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>().notNull(),
    /** Sum of the sales' item prices x quantities. */
    subtotalCents: integer('subtotal_cents').notNull(),
    /** Sum of the sales' shipping fees. */
    shippingCents: integer('shipping_cents').notNull(),
    /** What the customer paid: subtotal + shipping. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the buyer's phone and delivery address were removed, BUYER_CONTACT_RETENTION_DAYS after delivery. */
    contactRemovedAt: timestamp('contact_removed_at', { withTimezone: true }),
    /** When the buyer's name and email were removed, once the 5 years of tax record keeping had passed. */
    deidentifiedAt: timestamp('deidentified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_created_idx').on(table.createdAt, table.id),
    // Contains-search on customers (pg_trgm, on PostgreSQL and PGlite alike).
    index('orders_customer_name_trgm_idx').using('gin', sql`lower(${table.customerName}) gin_trgm_ops`),
    index('orders_customer_email_trgm_idx').using('gin', sql`lower(${table.customerEmail}) gin_trgm_ops`),
    // A whole email address is one customer's: found by equality, not by its many common trigrams.
    index('orders_customer_email_idx').on(sql`lower(${table.customerEmail})`),
    // The retention job's walks: the orders whose buyer details are still held, oldest first.
    index('orders_contact_held_idx').on(table.createdAt).where(sql`${table.contactRemovedAt} is null`),
    index('orders_identity_held_idx').on(table.createdAt).where(sql`${table.deidentifiedAt} is null`),
  ],
);

/** One vendor's part of an order, with its own status and tracking. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<SaleStatus>().notNull().default('Not processed'),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** Who carries the parcel (CARRIERS of @soko/shared), for the buyer's tracking link; null when not known. */
    carrier: text('carrier'),
    /** Sum of item price x quantity. */
    priceCents: integer('price_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** The fee and net of docs/product.md section 9, fixed when the sale is made (price and shipping never change). */
    feeCents: integer('fee_cents').notNull(),
    /** The GST included in the fee (fee / 11, half-up) when the marketplace was GST-registered at the sale; else 0. */
    feeGstCents: integer('fee_gst_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
    /**
     * Refunded to the buyer so far, items and shipping apart (each at most what was charged). Before
     * the sale is in a payout its fee and net are recomputed on what the buyer kept; after, they stay
     * what was paid and each refund's difference is a payout adjustment.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedShippingCents: integer('refunded_shipping_cents').notNull().default(0),
    /**
     * The payout that holds this sale, copied from payout_lines (whose unique sale id is what
     * prevents paying twice) so that lists and totals can filter on it from the sale row alone.
     */
    payoutId: uuid('payout_id'),
    /**
     * The payout that holds this sale has been paid (staff recorded the bank transfer). Kept by
     * triggers on payouts and payout_lines (migration 0004): "paid out" is read from the sale row,
     * like the payout, never assumed from being in a payout.
     */
    paidOut: boolean('paid_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const amount = sql`(${table.priceCents} + ${table.shippingCents})`;
    // One index per filter and sort of the sale list, each ending in the id that breaks ties, so
    // that every page (and every keyset cursor) is read from an index in order.
    return [
      index('sales_created_idx').on(table.createdAt, table.id),
      index('sales_status_created_idx').on(table.status, table.createdAt, table.id),
      index('sales_vendor_created_idx').on(table.vendorId, table.createdAt, table.id),
      index('sales_vendor_status_created_idx').on(table.vendorId, table.status, table.createdAt, table.id),
      index('sales_amount_idx').on(amount, table.id),
      index('sales_status_amount_idx').on(table.status, amount, table.id),
      index('sales_vendor_amount_idx').on(table.vendorId, amount, table.id),
      index('sales_order_idx').on(table.orderId),
      // The sales to remit: delivered and in no payout, oldest first.
      index('sales_remit_idx')
        .on(table.vendorId, table.createdAt, table.id)
        .where(sql`${table.status} = 'Delivered' and ${table.payoutId} is null`),
      index('sales_payout_idx').on(table.payoutId),
      // The marketplace statement filtered on a payout state, newest first: most sales are paid out
      // except the newest, so any such filter read along sales_created_idx would skip a month of rows.
      // One vendor's statement reads sales_vendor_created_idx (their own sales only).
      index('sales_statement_paid_idx').on(table.createdAt, table.id).where(sql`${table.paidOut}`),
      index('sales_statement_in_payout_idx')
        .on(table.createdAt, table.id)
        .where(sql`${table.payoutId} is not null and not ${table.paidOut}`),
      index('sales_statement_unpaid_idx')
        .on(table.createdAt, table.id)
        .where(sql`${table.payoutId} is null and ${table.status} <> 'Cancel'`),
    ];
  },
);

/**
 * A line of a sale. Name, variant, image and price are copied when the order is placed, so a
 * product edited or deleted later leaves the sale as the customer bought it.
 */
export const saleItems = pgTable(
  'sale_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Variants are replaced when a product is edited, so this is a record, not a reference. */
    variantId: uuid('variant_id'),
    variantLabel: text('variant_label').notNull().default(''),
    name: text('name').notNull(),
    /** The product's thumbnail file at the time of sale; kept on disk while a sale refers to it. */
    imageFile: text('image_file'),
    qty: integer('qty').notNull(),
    /** Unit price charged (the sale price when the product was on sale). */
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull(),
    /** The product was GST-free when sold: the line's GST treatment for its invoice, refunds and notes. */
    gstFree: boolean('gst_free').notNull().default(false),
    /** Units put back in stock by refunds (a cancel restocks all). */
    restockedQty: integer('restocked_qty').notNull().default(0),
    /** The line's share of the sale's shipping (in proportion to the items' amounts), on which it pays a fee too. */
    shippingShareCents: integer('shipping_share_cents').notNull().default(0),
    /**
     * The line's fee: what its frozen terms charge on what the buyer kept of it, until the sale is in a
     * payout (then a refund's change is a payout adjustment, as for the sale). The sale's fee is their sum.
     */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The commission rule that set the terms; null for the built-in default or a sale from before rules. */
    feeRuleId: uuid('fee_rule_id').references(() => commissionRules.id, { onDelete: 'set null' }),
    /** The terms frozen when the order was placed; null on lines of sales from before commission rules. */
    feePercentBasisPoints: integer('fee_percent_basis_points'),
    feeFixedCents: integer('fee_fixed_cents'),
    feeMinCents: integer('fee_min_cents'),
    feeMaxCents: integer('fee_max_cents'),
  },
  (table) => [
    index('sale_items_sale_idx').on(table.saleId, table.position),
    index('sale_items_product_idx').on(table.productId),
    index('sale_items_image_idx').on(table.imageFile),
  ],
);

/** Every status change of a sale, the first being its creation. */
export const saleStatusHistory = pgTable(
  'sale_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<SaleStatus>(),
    toStatus: text('to_status').$type<SaleStatus>().notNull(),
    trackingNumber: text('tracking_number').notNull().default(''),
    /** Null for the storefront. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sale_status_history_sale_idx').on(table.saleId, table.createdAt)],
);

/** Money given back to the buyer of a sale: items and shipping apart, with what it did to the fee and net. */
/** One item line's part of a refund. */
export interface RefundLine {
  itemId: string;
  qty: number;
  amountCents: number;
}

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    /** The caller's Idempotency-Key and a hash of the request it came with. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    amountCents: integer('amount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    note: text('note').notNull().default(''),
    /** Sale items put back in stock: [{ itemId, qty }]. */
    restock: jsonb('restock').$type<{ itemId: string; qty: number }[]>().notNull().default([]),
    /**
     * What the refund gave back of each item line, in cents: the units refunded by line (qty > 0), or
     * an amount's share (qty 0, "apportioned"). Empty on refunds from before line refunds.
     */
    lines: jsonb('lines').$type<RefundLine[]>().notNull().default([]),
    /** What the refund changed: the fee (and its GST) recomputed on what the buyer kept, and the vendor's net. */
    feeChangeCents: integer('fee_change_cents').notNull(),
    feeGstChangeCents: integer('fee_gst_change_cents').notNull(),
    netChangeCents: integer('net_change_cents').notNull(),
    /** Null when the storefront or a migration recorded it. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_sale_idx').on(table.saleId, table.createdAt),
  ],
);

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type Sale = typeof sales.$inferSelect;
export type NewSale = typeof sales.$inferInsert;
export type SaleItem = typeof saleItems.$inferSelect;
export type SaleStatusChange = typeof saleStatusHistory.$inferSelect;
export type Refund = typeof refunds.$inferSelect;
