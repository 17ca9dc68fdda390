/**
 * The product spreadsheet (issue 29): the columns of the export, the import template and the
 * import, and the import's report. The rules of each value are the product form's
 * (`productFormSchema`); docs/product.md section 7 describes each column.
 */
import { z } from 'zod';

/**
 * The columns in the order the export and the template write them. A product with variants takes
 * one row per variant, with the same SKU and product columns; the variant columns differ. A new
 * column goes at the end (before `imageUrls`), named as the form's field.
 */
export const PRODUCT_CSV_COLUMNS = [
  'SKU',
  'name',
  'shortDetails',
  'description',
  'brand',
  'keywords',
  'category',
  'price',
  'salesPercentage',
  'saleStartsAt',
  'saleEndsAt',
  'stock',
  'weight',
  'length',
  'width',
  'height',
  'shipping',
  'shippingProvider',
  'deliveryPrice',
  'status',
  'gstFree',
  'lowStockThreshold',
  'variantName',
  'variantSize',
  'variantSKU',
  'variantPrice',
  'variantStock',
  'variantWeight',
  'variantLowStockThreshold',
  'imageUrls',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The most rows one import file may hold (a larger file answers 413 with this number). */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;
/** The largest import file: 5,000 rows with long descriptions. */
export const PRODUCT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The largest ZIP of photos sent with an import (`images`): kept on disk while it is read, never in
 * memory. Each photo in it is held to the upload rules (PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES).
 */
export const PRODUCT_IMPORT_IMAGES_MAX_BYTES = 200 * 1024 * 1024;
/** The most files a ZIP of photos may hold. */
export const PRODUCT_IMPORT_IMAGES_MAX_FILES = 2000;
/** Import files (dry runs or not) one address may send in `minutes`; 429 above. */
export const PRODUCT_IMPORT_RATE_LIMIT = { max: 30, minutes: 1 } as const;
/** How the category column separates a category from its subcategories: `Food > Cakes > Birthday`. */
export const CATEGORY_PATH_SEPARATOR = ' > ';
/** How the shipping column names the form's choice. */
export const SHIPPING_CSV_VALUES = ['free', 'paid', 'pickup'] as const;
export const STATUS_CSV_VALUES = { active: 'live', paused: 'paused' } as const;

export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'revision', 'unchanged', 'error'] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

/** What an action reads as on the report. */
export const PRODUCT_IMPORT_ACTION_LABELS: Record<ProductImportAction, string> = {
  create: 'New, waits for approval',
  update: 'Updated at once',
  revision: 'Changes wait for review',
  unchanged: 'Unchanged',
  error: 'Not imported',
};

/**
 * The layouts an import reads (issue 47): Soko's own template, and the product exports of Shopify,
 * WooCommerce and Etsy, told apart by their header rows.
 */
export const PRODUCT_IMPORT_FORMATS = ['soko', 'shopify', 'woocommerce', 'etsy'] as const;
export type ProductImportFormat = (typeof PRODUCT_IMPORT_FORMATS)[number];
export const PRODUCT_IMPORT_FORMAT_LABELS: Record<ProductImportFormat, string> = {
  soko: "Soko's template",
  shopify: 'Shopify product export',
  woocommerce: 'WooCommerce product export',
  etsy: 'Etsy listings export',
};

export const productImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /** The category (its id) of the products whose row names no Soko category; also taken as a form field. */
  defaultCategory: z.uuid('Please choose a category').optional(),
});

export const productImportErrorSchema = z.object({
  /** The file's row (the header is row 1, as a spreadsheet numbers it). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const productImportRowSchema = z.object({
  /** The product's first row in the file. */
  row: z.number().int(),
  /** Every row of the product (one per variant). */
  rows: z.array(z.number().int()),
  sku: z.string(),
  name: z.string(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  errors: z.array(productImportErrorSchema),
  /** What reading another platform's file changed or left out (a compare-at price that is no sale Soko offers). */
  warnings: z.array(productImportErrorSchema).optional(),
  /** The product created or changed (after applying); null in a dry run, for an error or when unchanged. */
  productId: z.string().nullable(),
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

export const productImportReportSchema = z.object({
  dryRun: z.boolean(),
  /** Rows in the file, without the header. */
  rowCount: z.number().int(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    revision: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** One entry per product of the file, those with errors first, then in file order. */
  products: z.array(productImportRowSchema),
  /**
   * A dry run's: how the file's bytes were read. `windows-1252` for a file that is not UTF-8, as
   * Excel's "CSV (Comma delimited)" on Windows saves it (its accented letters are read as that).
   */
  encoding: z.enum(['utf-8', 'windows-1252']).optional(),
  /** A dry run's: the layout the header row was read as. */
  format: z.enum(PRODUCT_IMPORT_FORMATS).optional(),
  /** A dry run's: the file's columns the import reads, and those it leaves aside, as the header names them. */
  usedColumns: z.array(z.string()).optional(),
  ignoredColumns: z.array(z.string()).optional(),
  /** A dry run's: what holds for every product of the file (the shipping a platform's file does not give). */
  notes: z.array(z.string()).optional(),
});
export type ProductImportReport = z.infer<typeof productImportReportSchema>;

export const PRODUCT_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/**
 * An import being applied (`POST /api/product/import` answers it with 202; `GET
 * /api/product/import/{id}` follows it). Applying runs in the background, a product at a time, so
 * a file of 5,000 rows is never cut off by a request's time limit.
 */
export const productImportJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  rowCount: z.number().int(),
  /** Products in the file (a product with variants has a row per variant). */
  productCount: z.number().int(),
  /** Products applied so far. */
  processed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Once done: what happened to each product. */
  report: productImportReportSchema.nullable(),
  /** Once failed: why, in words. */
  error: z.string().nullable(),
});
export type ProductImportJob = z.infer<typeof productImportJobSchema>;

export const productImportParamsSchema = z.object({ id: z.uuid() });

export const productExportQuerySchema = z.object({ vendorId: z.uuid().optional() });
