import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Categories and their subcategories in one tree: level 0 is a category; levels 1-4 are
 * subcategories of `categoryId`, each under `parentId` from the level above (null at level 1,
 * which hangs under the category itself). Deleting a node deletes the nodes below it.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    level: integer('level').notNull().default(0),
    categoryId: uuid('category_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    /** Whether a new product of this category (level 0) starts as GST-free; staff set it, the vendor decides per product. */
    gstFreeDefault: boolean('gst_free_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The category list's sorts (level 0), ending in the id. A few hundred rows at most: the title
    // search reads them all (no trigram index), which costs less than keeping one.
    index('categories_level_title_idx').on(table.level, sql`lower(${table.title})`, table.id),
    index('categories_level_created_idx').on(table.level, table.createdAt, table.id),
    index('categories_category_level_idx').on(table.categoryId, table.level),
    index('categories_parent_idx').on(table.parentId),
    uniqueIndex('categories_root_title_key').on(sql`lower(${table.title})`).where(sql`${table.level} = 0`),
    // Siblings (same parent, or level 1 under the same category) have distinct titles.
    uniqueIndex('categories_sibling_title_key').on(
      sql`coalesce(${table.parentId}, ${table.categoryId})`,
      sql`lower(${table.title})`,
    ),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;

/**
 * How many products use each category or subcategory (a product counts for its category and for
 * every subcategory of its chain), kept by triggers on `products` and `product_subcategories`.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: uuid('category_id').primaryKey(),
  products: integer('products').notNull(),
});
