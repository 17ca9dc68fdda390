import type { ReviewStatus } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { orders, sales } from './sales.ts';
import { users } from './users.ts';

/**
 * A buyer's review of a product of a delivered sale (issue 44): one per product of a sale (its
 * variants together), with the vendor's one reply. The buyer's name is read from the order, so the
 * order's retention de-identifies it here too.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    /** Null once the vendor deletes the product: the review still counts for the store. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The product's name as sold, shown after the product is gone. */
    productName: text('product_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('visible'),
    hiddenReason: text('hidden_reason'),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One review per order line: a product of a sale.
    uniqueIndex('reviews_sale_product_key').on(table.saleId, table.productId),
    // The lists, newest first with the id breaking ties: a vendor's (every filter of theirs is a few
    // hundred rows at most along it), everyone's, one product's (its page and the productId filter).
    index('reviews_vendor_created_idx').on(table.vendorId, table.createdAt, table.id),
    index('reviews_created_idx').on(table.createdAt, table.id),
    index('reviews_product_created_idx').on(table.productId, table.createdAt, table.id),
    // Staff's filters that would skip most rows along reviews_created_idx: one rating, and hidden.
    index('reviews_rating_created_idx').on(table.rating, table.createdAt, table.id),
    index('reviews_hidden_created_idx').on(table.createdAt, table.id).where(sql`${table.status} = 'hidden'`),
    index('reviews_unreplied_created_idx').on(table.createdAt, table.id).where(sql`${table.replyBody} is null`),
  ],
);

/**
 * Kept figures (trigger `reviews_keep_ratings`, migration 0034): the count and sum of the ratings of
 * a product's and a vendor's visible reviews, so an average is read from one row.
 */
export const productRatings = pgTable('product_ratings', {
  productId: uuid('product_id').primaryKey(),
  reviews: integer('reviews').notNull(),
  ratingSum: integer('rating_sum').notNull(),
});

export const vendorRatings = pgTable('vendor_ratings', {
  vendorId: uuid('vendor_id').primaryKey(),
  reviews: integer('reviews').notNull(),
  ratingSum: integer('rating_sum').notNull(),
});

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
