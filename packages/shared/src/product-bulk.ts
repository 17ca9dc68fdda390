/**
 * Bulk edits of products (issue 29 section 2): `POST /api/product/bulk` sets the same fields on
 * every chosen product (`ids`, or every product matching `filter`), or each product's own price and
 * stock (`items`, the list's grid), its variants' by size (issue 47). `set.stock` sets each variant
 * of a product that has them. One transaction; the same review rules as a single edit.
 */
import { z } from 'zod';
import { CATALOGUE_MESSAGES } from './catalogue.ts';
import {
  isRetiredShippingProvider,
  PRODUCT_SALE_PERCENTAGES,
  retiredShippingProviderMessage,
  SHIPPING_PROVIDERS,
  STOCK_STATES,
} from './constants.ts';
import { dollarsField } from './money.ts';

/** At most this many products in one bulk edit (a filter matching more is refused). */
export const PRODUCT_BULK_MAX = 5_000;

export const PRODUCT_BULK_TEXT = {
  chooseOne: 'Give either ids, a filter or items',
  nothingToSet: 'Choose at least one thing to set',
  setWithItems: 'Items carry their own price and stock: leave set out',
  tooMany: `A bulk edit changes at most ${PRODUCT_BULK_MAX.toLocaleString('en-AU')} products: narrow the filter`,
  noneMatch: 'No product matches',
  notFound: 'Product not found',
  hasVariants: 'This product has variants: give the stock of each variant',
  noVariants: 'This product has no variants: give its own stock and price',
  unknownVariant: (size: string, sizes: string[]) =>
    `This product has no variant "${size}" (it has ${sizes.join(', ')})`,
  variantPriceRise: "A variant's price rise of more than 20 % needs staff review: change it in the product's form",
  variantsWithRevision: "This product's changes wait for review: change its variants' prices in its form",
  variantNothing: 'Give the stock or the price of each variant',
  duplicateVariant: 'A variant is listed twice',
  stockAndVariants: "Give either the product's stock or its variants' stock",
  revisionWaits: "This product has the vendor's changes waiting for review: approve or reject them first",
  salePercentageInvalid: `Sale % must be one of ${PRODUCT_SALE_PERCENTAGES.join(', ')}`,
  priceRequired: 'Price must be more than $0',
  duplicateId: 'A product is listed twice',
  otherVendor: 'A vendor changes only their own products: leave out filter.vendorId, or give your own',
} as const;

const quantity = z
  .number({ error: 'Stock must be a whole number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(1_000_000, 'Stock is too large');
const saleInstant = z.iso
  .datetime({ offset: true, error: CATALOGUE_MESSAGES.saleInstantInvalid })
  .transform((value) => new Date(value))
  .nullable()
  .optional();
const price = dollarsField('Price').refine((cents) => cents > 0, PRODUCT_BULK_TEXT.priceRequired);

export const productBulkSetSchema = z.object({
  price: price.optional(),
  salesPercentage: z
    .number({ error: PRODUCT_BULK_TEXT.salePercentageInvalid })
    .refine(
      (value) => (PRODUCT_SALE_PERCENTAGES as readonly number[]).includes(value),
      PRODUCT_BULK_TEXT.salePercentageInvalid,
    )
    .optional(),
  /** A sale's start and end (ISO with offset); null removes it, left out leaves it. */
  saleStartsAt: saleInstant,
  saleEndsAt: saleInstant,
  stock: quantity.optional(),
  status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }).optional(),
  shipping_provider: z
    .enum(SHIPPING_PROVIDERS, { error: 'Please choose a shipping provider' })
    .refine((provider) => !isRetiredShippingProvider(provider), {
      error: (issue) => retiredShippingProviderMessage(String(issue.input)),
    })
    .optional(),
});
export type ProductBulkSet = z.output<typeof productBulkSetSchema>;

/** The product list's filters, as `GET /api/product/list` takes them. */
export const productBulkFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'paused']).optional(),
  approval: z.enum(['pending', 'approved', 'rejected', 'revision']).optional(),
  stock: z.enum(['low', 'out']).optional(),
  shippingProvider: z.enum(SHIPPING_PROVIDERS).optional(),
  /** Staff: one vendor's products (required for staff, so one call never spans the marketplace). */
  vendorId: z.uuid().optional(),
});

/** One variant of an item, named by its size (as orders and the import name it). */
export const productBulkVariantSchema = z
  .object({
    size: z.string({ error: 'Give the variant (its size)' }).trim().min(1, 'Give the variant (its size)').max(100),
    stock: quantity.optional(),
    price: price.optional(),
  })
  .refine((variant) => variant.stock !== undefined || variant.price !== undefined, {
    message: PRODUCT_BULK_TEXT.variantNothing,
    path: ['stock'],
  });

export const productBulkItemSchema = z
  .object({
    id: z.uuid(PRODUCT_BULK_TEXT.notFound),
    price: price.optional(),
    stock: quantity.optional(),
    variants: z.array(productBulkVariantSchema).min(1).max(200).optional(),
  })
  .superRefine((item, context) => {
    if (item.variants && item.stock !== undefined)
      context.addIssue({ code: 'custom', path: ['stock'], message: PRODUCT_BULK_TEXT.stockAndVariants });
    const sizes = (item.variants ?? []).map((variant) => variant.size);
    if (new Set(sizes).size !== sizes.length)
      context.addIssue({ code: 'custom', path: ['variants'], message: PRODUCT_BULK_TEXT.duplicateVariant });
  });

export const productBulkRequestSchema = z
  .object({
    ids: z.array(z.uuid(PRODUCT_BULK_TEXT.notFound)).min(1).max(PRODUCT_BULK_MAX, PRODUCT_BULK_TEXT.tooMany).optional(),
    filter: productBulkFilterSchema.optional(),
    /** The grid's per-product values: each product's own price and stock, or its variants'. */
    items: z.array(productBulkItemSchema).min(1).max(PRODUCT_BULK_MAX, PRODUCT_BULK_TEXT.tooMany).optional(),
    set: productBulkSetSchema.optional(),
    /** Answer what would change, change nothing. */
    dryRun: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    const given = [body.ids, body.filter, body.items].filter((value) => value !== undefined).length;
    if (given !== 1) context.addIssue({ code: 'custom', path: ['ids'], message: PRODUCT_BULK_TEXT.chooseOne });
    if (body.items) {
      if (body.set) context.addIssue({ code: 'custom', path: ['set'], message: PRODUCT_BULK_TEXT.setWithItems });
      if (new Set(body.items.map((item) => item.id)).size !== body.items.length)
        context.addIssue({ code: 'custom', path: ['items'], message: PRODUCT_BULK_TEXT.duplicateId });
    } else if (!body.set || Object.values(body.set).every((value) => value === undefined)) {
      context.addIssue({ code: 'custom', path: ['set'], message: PRODUCT_BULK_TEXT.nothingToSet });
    }
  });
export type ProductBulkRequest = z.input<typeof productBulkRequestSchema>;

export const PRODUCT_BULK_FIELDS = [
  'price',
  'salesPercentage',
  'saleStartsAt',
  'saleEndsAt',
  'stock',
  'status',
  'shipping_provider',
] as const;

/** One product's answer: what changed (or would), or why it could not. */
export const productBulkResultSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** `revision`: an approved product's price rise of more than 20 % waits for staff, as in the form. */
  outcome: z.enum(['changed', 'unchanged', 'revision', 'error']),
  changes: z.array(
    z.object({
      field: z.enum(PRODUCT_BULK_FIELDS),
      /** The variant (its size) whose stock or price this is; absent for the product's own fields. */
      variant: z.string().optional(),
      from: z.union([z.number(), z.string()]),
      to: z.union([z.number(), z.string()]),
    }),
  ),
  /** Why the product was left as it was (outcome `error`). */
  message: z.string().nullable(),
  stockState: z.enum(STOCK_STATES),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

export const productBulkResponseSchema = z.object({
  msg: z.string(),
  dryRun: z.boolean(),
  changed: z.number(),
  errors: z.number(),
  results: z.array(productBulkResultSchema),
});
export type ProductBulkResponse = z.infer<typeof productBulkResponseSchema>;

/** `GET /api/product/stock-counts`: the dashboard's card. */
export const stockCountsSchema = z.object({
  low: z.number(),
  out: z.number(),
  /** Products on a retired carrier (Sendle) still to move. */
  retiredCarrier: z.number(),
});
export type StockCounts = z.infer<typeof stockCountsSchema>;
