import type { ApprovalState, ProductImportReport, ProductImportRow, ShippingProvider, StockState } from '@soko/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';

/** Centimetres and kilograms to the hundredth (docs/product.md section 5: step 0.01). */
const measure = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' }).notNull().default(0);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    shortDetails: text('short_details').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    salesPercentage: integer('sales_percentage').notNull().default(0),
    /**
     * A scheduled sale (issue 46): the percentage holds from the start (inclusive) to the end
     * (exclusive); either may be null (from now, until further notice). Prices are computed at the
     * quote or the order, so no job starts or ends a sale.
     */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    /** 0 none (a Cake product that is picked up), 1 free, 2 paid. */
    shipping: integer('shipping').notNull(),
    pickUp: boolean('pick_up').notNull().default(false),
    brand: text('brand').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    shippingProvider: text('shipping_provider').$type<ShippingProvider>().notNull(),
    deliveryPriceCents: integer('delivery_price_cents').notNull().default(0),
    lengthCm: measure('length_cm'),
    widthCm: measure('width_cm'),
    heightCm: measure('height_cm'),
    weightKg: measure('weight_kg'),
    /** Ships from the vendor's own address; otherwise from the pickup address. */
    sameAddress: boolean('same_address').notNull().default(true),
    pickupAddress: text('pickup_address').notNull().default(''),
    pickupPostcode: text('pickup_postcode').notNull().default(''),
    pickupSuburb: text('pickup_suburb').notNull().default(''),
    /** 1 has variants, 2 has none (docs/product.md section 9). */
    variantOption: integer('variant_option').notNull(),
    variantName: text('variant_name').notNull().default(''),
    sku: text('sku').notNull().default(''),
    sold: integer('sold').notNull().default(0),
    status: text('status').$type<'active' | 'paused'>().notNull().default('active'),
    approval: text('approval').$type<ApprovalState>().notNull().default('pending'),
    /** Why staff rejected it, shown to the vendor; empty unless rejected. */
    rejectionReason: text('rejection_reason').notNull().default(''),
    /**
     * The price staff last reviewed (when they approved the product or a revision, or edited it): a
     * vendor's rise of more than 20 % over it waits for review, however many small rises it takes.
     */
    reviewedPriceCents: integer('reviewed_price_cents'),
    /**
     * GST-free goods (basic food and the like): the vendor decides per product, the category's
     * default filling a new product's form; a tax invoice shows no GST on such a line.
     */
    gstFree: boolean('gst_free').notNull().default(false),
    /** Low stock at or below this; null: the store's default (docs/product.md "Stock that warns"). */
    lowStockThreshold: integer('low_stock_threshold'),
    /**
     * Kept by the trigger `products_keep_stock_state` (migration 0028) from the stock and the
     * threshold in force: what the list's Low and Out of stock filters and the dashboard count read.
     */
    stockState: text('stock_state').$type<StockState>().notNull().default('ok'),
    /**
     * The last stock notice the vendor was sent ('ok': none since stock was last above the
     * threshold). Raised only by a conditional update in the order's transaction, so one notice per
     * crossing; lowered by the same trigger when stock goes back up.
     */
    stockNotice: text('stock_notice').$type<StockState>().notNull().default('ok'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One index per sort of the product list, each ending in the id that breaks ties (keyset pages).
    index('products_vendor_created_idx').on(table.vendorId, table.createdAt, table.id),
    index('products_created_idx').on(table.createdAt, table.id),
    index('products_approval_idx').on(table.approval, table.createdAt, table.id),
    index('products_status_idx').on(table.status, table.createdAt, table.id),
    index('products_name_lower_idx').on(sql`lower(${table.name})`, table.id),
    index('products_price_idx').on(table.priceCents, table.id),
    index('products_stock_idx').on(table.stock, table.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('products_category_idx').on(table.categoryId),
    // The import matches a vendor's products by SKU; the export reads them in SKU order.
    index('products_vendor_sku_idx').on(table.vendorId, table.sku, table.id),
    index('products_shipping_provider_idx').on(table.shippingProvider, table.vendorId),
    // The Low and Out of stock filters, in the list's default order, for one vendor and for staff.
    index('products_vendor_stock_state_idx').on(table.vendorId, table.stockState, table.createdAt, table.id),
    index('products_stock_state_idx').on(table.stockState, table.createdAt, table.id),
    check(
      'products_sale_window',
      sql`${table.saleStartsAt} is null or ${table.saleEndsAt} is null or ${table.saleEndsAt} > ${table.saleStartsAt}`,
    ),
  ],
);

/**
 * Every price a product and each of its variants had, with its period (issue 46), kept by the
 * triggers `products_keep_price_history` and `variants_keep_price_history` (migration 0041) so that
 * no way of changing a price can miss it. A product's own entries (variant_size null) carry its
 * sale percentage and dates; a variant's, its price (variants are saved anew with each edit, so they
 * are known by size). History starts at the migration for products older than it.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantSize: text('variant_size'),
    priceCents: integer('price_cents').notNull(),
    salesPercentage: integer('sales_percentage').notNull().default(0),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** Null: the price in force. */
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (table) => [index('product_price_history_product_idx').on(table.productId, table.validFrom)],
);

/**
 * Each vendor's product count, live and paused counts (0019) and stock value at list price, kept by
 * a trigger on `products` (migration 0003).
 */
export const vendorProductTotals = pgTable('vendor_product_totals', {
  vendorId: uuid('vendor_id').primaryKey(),
  products: integer('products').notNull(),
  /** Active and approved: what the storefront shows. */
  liveProducts: integer('live_products').notNull().default(0),
  pausedProducts: integer('paused_products').notNull().default(0),
  netWorthCents: bigint('net_worth_cents', { mode: 'number' }).notNull(),
});

/**
 * The marketplace's products by status and approval, kept by the same trigger (migration 0019): the
 * product list's total without counting the catalogue. A stock change leaves these rows untouched,
 * so orders never wait on them.
 */
export const productStateTotals = pgTable(
  'product_state_totals',
  {
    status: text('status').$type<'active' | 'paused'>().notNull(),
    approval: text('approval').$type<ApprovalState>().notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.approval] })],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Stored file names under public/products: the resized image and its thumbnail. */
    file: text('file').notNull(),
    thumbFile: text('thumb_file').notNull(),
    /** The address a product import fetched the image from, so that importing the same file again adds nothing. */
    sourceUrl: text('source_url').notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    weightKg: measure('weight_kg'),
    stock: integer('stock').notNull(),
    priceCents: integer('price_cents').notNull(),
    sku: text('sku').notNull().default(''),
    position: integer('position').notNull(),
    /** Null: the product's threshold, else the store's default. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** As on products: the last notice sent for this variant. */
    stockNotice: text('stock_notice').$type<StockState>().notNull().default('ok'),
  },
  (table) => [index('product_variants_product_idx').on(table.productId, table.position)],
);

/** The chosen subcategory chain of a product, one row per level. */
export const productSubcategories = pgTable(
  'product_subcategories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subcategoryId: uuid('subcategory_id')
      .notNull()
      .references(() => categories.id),
    level: integer('level').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.level] }),
    index('product_subcategories_subcategory_idx').on(table.subcategoryId),
  ],
);

/**
 * Vendors already emailed the list of their products on a retired carrier (issue 29: Sendle), one
 * row per vendor and carrier: the insert that creates the row is the one that sends the email.
 */
export const retiredCarrierNotices = pgTable(
  'retired_carrier_notices',
  {
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carrier: text('carrier').$type<ShippingProvider>().notNull(),
    products: integer('products').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendorId, table.carrier] })],
);

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductImage = typeof productImages.$inferSelect;
export type ProductVariant = typeof productVariants.$inferSelect;

/** An image of a revision: one the product has (its product_images id), or one uploaded for it (`staged`). */
export interface RevisionImage {
  id: string;
  file: string;
  thumbFile: string;
  staged: boolean;
  /** As `product_images.source_url`. */
  sourceUrl?: string;
}

/** The storefront-facing fields a revision proposes (amounts in cents), applied whole on approval. */
export interface RevisionProposal {
  name: string;
  shortDetails: string;
  description: string;
  brand: string;
  keywords: string;
  categoryId: string;
  categoryTitle: string;
  subcategories: { id: string; title: string; level: number }[];
  priceCents: number;
  variantOption: number;
  variantName: string;
  variants: { size: string; weightKg: number; stock: number; priceCents: number; sku: string }[];
  images: RevisionImage[];
  /** Set when the new category changes whether the product is picked up, which decides its shipping. */
  shipping?: { shipping: number; pickUp: boolean; deliveryPriceCents: number };
}

/**
 * An approved product's material edit waiting for staff (issue 15): `proposed` holds the edited
 * storefront-facing fields; the product row keeps the approved version until staff approve it.
 * One pending revision per product; a later edit replaces its proposal.
 */
export const productRevisions = pgTable(
  'product_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    proposed: jsonb('proposed').$type<RevisionProposal>().notNull(),
    /** Why staff rejected it, shown to the vendor; empty unless rejected. */
    rejectionReason: text('rejection_reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_revisions_pending_idx').on(table.productId).where(sql`${table.status} = 'pending'`),
    index('product_revisions_queue_idx').on(table.status, table.createdAt, table.id),
    index('product_revisions_product_idx').on(table.productId, table.createdAt),
  ],
);
export type ProductRevision = typeof productRevisions.$inferSelect;

/** A photo of an import's ZIP as stored for the job that applies it. */
export interface StoredImportPhoto {
  /** The name the CSV gives it. */
  name: string;
  file: string;
  mimeType: string;
  extension: string;
}

/**
 * A product import being applied (issue 32: an apply of 5,000 rows takes minutes, longer than a
 * request may last). The file waits here until the `product-imports` job applies it; the job saves
 * its progress as it goes, so an import cut short by a stopped instance goes on where it was.
 * The file and the entries so far are cleared once the import ends; the report stays.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The vendor whose products the file creates and changes. */
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who applied it: the vendor, or staff acting for the vendor. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member of the vendor's team who applied it, recorded as the actor of what it does. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    /** queued, running, done or failed. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    fileText: text('file_text'),
    /**
     * The photos of the ZIP sent with the file (issue 47), checked and stored until the import ends:
     * each CSV name with its stored file (FileStorage area `import-photos`).
     */
    photos: jsonb('photos').$type<StoredImportPhoto[]>(),
    /** The category of the file's products whose row names no Soko category (issue 47). */
    defaultCategoryId: uuid('default_category_id').references(() => categories.id, { onDelete: 'set null' }),
    rowCount: integer('row_count').notNull(),
    productCount: integer('product_count').notNull(),
    /** Products of the file applied so far, in file order. */
    processed: integer('processed').notNull().default(0),
    /** The report's entries for the products applied so far (until the import ends). */
    entries: jsonb('entries').$type<ProductImportRow[]>(),
    report: jsonb('report').$type<ProductImportReport>(),
    error: text('error'),
    /** While a run applies the import; a run whose instance stopped is taken over once it passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('product_imports_waiting_idx').on(table.createdAt).where(sql`${table.status} in ('queued', 'running')`),
    index('product_imports_vendor_idx').on(table.vendorId, table.createdAt.desc()),
  ],
);

export type ProductImportJobRow = typeof productImports.$inferSelect;
