import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One store per vendor; its name is the vendor's display (business) name. */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  vendorId: uuid('vendor_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  bio: text('bio').notNull(),
  /** The low-stock threshold of products and variants that set none; null: 3 (DEFAULT_LOW_STOCK_THRESHOLD). */
  lowStockThreshold: integer('low_stock_threshold'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Store = typeof stores.$inferSelect;
