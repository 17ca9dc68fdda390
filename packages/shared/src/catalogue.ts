/**
 * Catalogue rules and shapes shared by the API and the web app.
 * The calls that use them (the contract of the catalogue API) are listed in docs/catalogue-api.md.
 */
import { z } from 'zod';
import {
  PRODUCT_SALE_PERCENTAGES,
  SHIPPING,
  SHIPPING_PROVIDERS,
  STOCK_STATES,
  SUBCATEGORY_LEVELS,
  VARIANT_OPTION,
  VENDOR_SALE_PERCENTAGES,
} from './constants.ts';
import {
  cursorSchema,
  largeListSearchSchema,
  limitSchema,
  pageSchema,
  paginatedSchema,
  searchCountsFlag,
} from './lists.ts';
import { dollarsField } from './money.ts';
import { SALE_STATES } from './price-history.ts';
import { ratingDtoSchema } from './reviews.ts';

export const PRODUCT_REJECTION_REASON_MAX = 500;

export const CATALOGUE_MESSAGES = {
  revisionWaitsFirst: "This product has the vendor's changes waiting for review: approve or reject them first",
  rejectionReasonRequired: 'Please give the reason for rejecting this product',
  rejectionReasonTooLong: `The reason can be at most ${PRODUCT_REJECTION_REASON_MAX} characters`,
  rejectNeedsReason: 'A product is rejected with a reason: use PUT /api/product/{id}/reject with { reason }',
  productApproved: 'Product approved',
  revisionRejectionReasonRequired: 'Please give the reason for rejecting these changes',
  revisionNotFound: 'This product has no changes waiting for review',
  revisionAlreadyApproved: 'These changes were already approved',
  revisionAlreadyRejected: 'These changes were already rejected',
  productRejected: 'Product rejected',
  imagesRequired: 'Please add image files',
  descriptionRequired: 'Please add product description',
  minimumVariants: 'Minimum variant is two',
  variantTotal: 'Variant total quantity must be equal to product total quantity',
  variantNameRequired: 'Variant name is required',
  maximumSubcategory: 'Maximum sub-category reached!',
  productAdded: 'Product Added',
  productAddedHint: 'Check the table to preview and modify the product',
  productUpdated: 'Product updated',
  changesWaitingHint: 'Some changes wait for review: buyers see the approved version until the Soko team approves them',
  // The spec's "Category Added or Updated" and "Store Created or Updated" say two things at once:
  // issue 16 asks for the one that happened.
  categoryAdded: 'Category added',
  categoryUpdated: 'Category updated',
  subcategoryAdded: 'Subcategory added',
  storeCreated: 'Store created',
  storeUpdated: 'Store updated',
  storeError: 'Store error!!!',
  productError: 'Error pls try again',
  categoryInUse: 'This category is used by products and cannot be deleted',
  noProducts: 'No product associated with vendor',
  noCategory: 'No Category',
  noStore: 'No Store yet',
  noActiveProduct: 'No active Product yet',
  salesPercentageRequired: 'Please choose a sales percentage',
  saleInstantInvalid: 'A sale date must be a date and time with its offset, e.g. 2026-12-24T09:00:00+11:00',
  saleEndsBeforeStart: 'The sale must end after it starts',
  saleDatesNeedPercentage: 'Please choose a sales percentage for the sale dates',
} as const;

/** The subcategory whose products are picked up rather than shipped (docs/product.md section 5). */
export const PICKUP_SUBCATEGORY_TITLE = 'Cake';

export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_COUNT = 8;
export const PRODUCT_IMAGE_RECOMMENDED_PX = 750;
export const PRODUCT_IMAGE_ACCEPTED_PX = 1000;
export const MAX_VARIANTS = 50;
/** A product counts as New on the store page for this long after it is listed. */
export const NEW_PRODUCT_DAYS = 14;

// ---------- categories ----------

const httpUrl = z
  .string()
  .trim()
  .min(1, 'Image URL is required')
  .max(2000, 'Image URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Image URL must be an http or https address');

export const categorySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(100, 'Title is too long'),
  description: z.string().trim().min(1, 'Description is required').max(1000, 'Description is too long'),
  image: httpUrl,
  /** A category's default for its new products (GST-free basic food); ignored on a subcategory. */
  gstFreeDefault: z.boolean().optional(),
});
export type CategoryInput = z.input<typeof categorySchema>;

/** Level 1 hangs under the category itself; a deeper level needs a parent from the level above. */
export const subcategorySchema = categorySchema
  .extend({
    level: z.coerce.number().pipe(
      z.union(
        SUBCATEGORY_LEVELS.map((level) => z.literal(level)),
        { error: 'Please choose a level from 1 to 4' },
      ),
    ),
    parentId: z
      .uuid('Please choose a parent')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((value) => value.level === 1 || value.parentId !== undefined, {
    message: 'Please choose a parent',
    path: ['parentId'],
  });
export type SubcategoryInput = z.input<typeof subcategorySchema>;

export const subcategorySummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  level: z.number(),
  parentId: z.string().nullable(),
});
export type SubcategorySummary = z.infer<typeof subcategorySummarySchema>;

export const categoryDtoSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  /** 0 for a category, 1-4 for a subcategory. */
  level: z.number(),
  /** The category a subcategory belongs to; null for a category. */
  categoryId: z.string().nullable(),
  parentId: z.string().nullable(),
  /** For a category: its direct (level 1) subcategories. For a subcategory: its children. */
  subCategories: z.array(subcategorySummarySchema),
  productCount: z.number(),
  /** New products of this category start as GST-free (always false on a subcategory). */
  gstFreeDefault: z.boolean(),
  createdAt: z.string(),
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

// ---------- products ----------

/** Numbers typed in a form arrive as text; a blank one means 0 (docs/product.md section 5 defaults). */
const formNumber = z
  .union([z.string(), z.number()])
  .transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value)))
  .pipe(z.number({ error: 'Must be a number' }).finite('Must be a number'));

const quantity = (label: string) =>
  formNumber.pipe(
    z.number().int(`${label} must be a whole number`).min(0, `${label} cannot be negative`).max(1_000_000),
  );

/** Dimensions in cm and weight in kg, to the hundredth (docs/product.md section 5: step 0.01). */
const measure = (label: string) =>
  formNumber.pipe(
    z
      .number()
      .min(0, `${label} cannot be negative`)
      .max(100_000, `${label} is too large`)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} allows 2 decimals`),
  );

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes');

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

const thresholdOf = (value: string | number | null | undefined) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value);
const thresholdNumber = z
  .number({ error: 'Low-stock threshold must be a number' })
  .int('Low-stock threshold must be a whole number')
  .min(0, 'Low-stock threshold cannot be negative')
  .max(1_000_000, 'Low-stock threshold is too large')
  .nullable();

/** Empty, null or left out: the store's default (or, on a variant, the product's). */
export const lowStockThresholdField = z
  // Null rides on the string branch: a bare null in the union is not valid OpenAPI 3.0.
  .union([z.number(), z.string().nullable()])
  .optional()
  .transform(thresholdOf)
  .pipe(thresholdNumber);

/** The same in a multipart form, which has no null: empty or left out. */
const formLowStockThresholdField = z
  .union([z.string(), z.number()])
  .optional()
  .transform(thresholdOf)
  .pipe(thresholdNumber);

export const variantSchema = z.object({
  size: z.string().trim().min(1, 'Size is required').max(50),
  weight: measure('Weight').refine((value) => value > 0, 'Weight is required'),
  stock: quantity('Quantity'),
  price: dollarsField('Price').refine((cents) => cents > 0, 'Price is required'),
  SKU: optionalText(64),
  lowStockThreshold: lowStockThresholdField,
});
export type VariantInput = z.input<typeof variantSchema>;

/** Multipart sends each variant as JSON text; a form in the browser passes objects. Both are parsed once. */
const variantsField = z
  .array(z.unknown())
  .default([])
  .transform((items, context) =>
    items.map((item, index) => {
      if (typeof item !== 'string') return item;
      try {
        return JSON.parse(item) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'Variant is not valid', path: [index] });
        return z.NEVER;
      }
    }),
  )
  .pipe(z.array(variantSchema).max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants`));

/** The longest product name the form takes (a copy's "Copy of" name is cut to it). */
export const PRODUCT_NAME_MAX = 200;

/**
 * The product form of docs/product.md sections 3, 5 and 7 (multipart field names). Rules that need the
 * database (the chosen subcategory is Cake, the images on file) are checked by the server too.
 */
/**
 * A sale's start or end as the form, the CSV and a bulk edit send it: an ISO 8601 date and time with
 * its offset (the form sends the browser's local time so), or empty for none.
 */
export const saleInstantField = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = z.iso.datetime({ offset: true }).safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: 'custom', message: CATALOGUE_MESSAGES.saleInstantInvalid });
      return z.NEVER;
    }
    return new Date(value);
  });

export const productFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Product name is required').max(PRODUCT_NAME_MAX, 'Product name is too long'),
    price: dollarsField('Price').refine((cents) => cents > 0, 'Price is required'),
    stock: quantity('Quantity'),
    shortDetails: z.string().trim().min(1, 'Short summary is required').max(500, 'Short summary is too long'),
    category: z.uuid('Please choose a category'),
    subCategories: z.array(z.uuid('Please choose a subcategory')).max(4).default([]),
    // 70 and 80 come only from a vendor-wide sale set by staff; the API refuses them otherwise.
    salesPercentage: formNumber.pipe(
      z.union(
        VENDOR_SALE_PERCENTAGES.map((value) => z.literal(value)),
        { error: CATALOGUE_MESSAGES.salesPercentageRequired },
      ),
    ),
    shipping: formNumber.pipe(z.union([z.literal(0), z.literal(SHIPPING.free), z.literal(SHIPPING.paid)])).default(0),
    pickUp: formBoolean.default(false),
    brand: optionalText(100),
    keywords: optionalText(300),
    description: z.string().max(50_000, 'Description is too long').default(''),
    shipping_provider: z
      .enum(SHIPPING_PROVIDERS, { error: 'Please choose a shipping provider' })
      .default('Fixed Delivery'),
    del_price: dollarsField('Delivery price').default(0),
    lengths: measure('Length').default(0),
    width: measure('Width').default(0),
    height: measure('Height').default(0),
    weight: measure('Weight').default(0),
    sameAdd: formBoolean.default(true),
    pickup_address: optionalText(200),
    pickup_postcode: optionalText(4),
    pickup_suburb: optionalText(100),
    v_options: formNumber.pipe(
      z.union([z.literal(VARIANT_OPTION.yes), z.literal(VARIANT_OPTION.no)], {
        error: 'Please choose whether the product has variants',
      }),
    ),
    variant_name: optionalText(50),
    variants: variantsField,
    SKU: optionalText(64),
    /** Empty or left out: the store's default. */
    lowStockThreshold: formLowStockThresholdField,
    /** Left out: the category's default for a new product, the product's own on an edit. */
    gstFree: formBoolean.optional(),
    /** Empty or left out: the sale holds from now; until further notice. */
    saleStartsAt: saleInstantField,
    saleEndsAt: saleInstantField,
  })
  .superRefine((product, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (product.saleStartsAt && product.saleEndsAt && product.saleEndsAt <= product.saleStartsAt) {
      issue('saleEndsAt', CATALOGUE_MESSAGES.saleEndsBeforeStart);
    }
    if ((product.saleStartsAt || product.saleEndsAt) && product.salesPercentage === 0) {
      issue('salesPercentage', CATALOGUE_MESSAGES.saleDatesNeedPercentage);
    }
    if (product.v_options === VARIANT_OPTION.yes) {
      if (!product.variant_name) issue('variant_name', CATALOGUE_MESSAGES.variantNameRequired);
      if (product.variants.length < 2) issue('variants', CATALOGUE_MESSAGES.minimumVariants);
      const total = product.variants.reduce((sum, variant) => sum + variant.stock, 0);
      if (product.variants.length >= 2 && total !== product.stock) issue('variants', CATALOGUE_MESSAGES.variantTotal);
    }
    if (product.shipping_provider === 'Fixed Delivery') {
      if (product.shipping === SHIPPING.paid && product.del_price <= 0)
        issue('del_price', 'Delivery price is required');
    } else {
      for (const [field, label] of [
        ['lengths', 'Length'],
        ['width', 'Width'],
        ['height', 'Height'],
        ['weight', 'Weight'],
      ] as const) {
        if (product[field] <= 0) issue(field, `${label} is required`);
      }
    }
    if (!product.sameAdd) {
      if (!product.pickup_address) issue('pickup_address', 'Pickup address is required');
      if (!/^\d{4}$/.test(product.pickup_postcode)) issue('pickup_postcode', 'Pickup postcode must be 4 digits');
      if (!product.pickup_suburb) issue('pickup_suburb', 'Pickup suburb is required');
    }
  });
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;

/** The product form's own percentages (docs/product.md section 9); 70 and 80 come only from a vendor-wide sale. */
export function isProductFormSalePercentage(percentage: number): boolean {
  return (PRODUCT_SALE_PERCENTAGES as readonly number[]).includes(percentage);
}

export const APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;

/** How an approval state reads on every screen (issue 15: Pending, Approved, Rejected). */
export const APPROVAL_LABELS = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/** `PUT /api/product/{id}/reject`: staff reject a product, always saying why (the vendor is emailed it). */
export const rejectProductSchema = z.object({
  reason: z
    .string(CATALOGUE_MESSAGES.rejectionReasonRequired)
    .trim()
    .min(1, CATALOGUE_MESSAGES.rejectionReasonRequired)
    .max(PRODUCT_REJECTION_REASON_MAX, CATALOGUE_MESSAGES.rejectionReasonTooLong),
});
export type RejectProductRequest = z.input<typeof rejectProductSchema>;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const productImageDtoSchema = z.object({
  imageId: z.string(),
  /** URL of the resized image (at most 1000 x 1000). */
  image: z.string(),
  /** URL of the 300 x 300 thumbnail for lists. */
  thumb: z.string(),
});
export type ProductImageDto = z.infer<typeof productImageDtoSchema>;

export const variantDtoSchema = z.object({
  _id: z.string(),
  size: z.string(),
  weight: z.number(),
  stock: z.number(),
  price: z.number(),
  SKU: z.string(),
  /** Null: the product's threshold applies. */
  lowStockThreshold: z.number().nullable(),
  /** By its threshold in force; the product's `stockState` is the worst of its variants'. */
  stockState: z.enum(STOCK_STATES),
});
export type VariantDto = z.infer<typeof variantDtoSchema>;

/**
 * What a material edit of an approved product may change (issue 15): these wait for staff in a
 * revision, while stock, pause/live, price cuts, rises up to REVISION_PRICE_RISE_PERCENT, the
 * sale percentage, shipping and measures apply at once.
 */
export const REVISION_FIELDS = [
  'name',
  'shortDetails',
  'description',
  'brand',
  'keywords',
  'category',
  'subCategories',
  'price',
  'variants',
  'images',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** How each reviewed field reads on screens and in the before/after view. */
export const REVISION_FIELD_LABELS: Record<RevisionField, string> = {
  name: 'Name',
  shortDetails: 'Short summary',
  description: 'Description',
  brand: 'Brand',
  keywords: 'Keywords',
  category: 'Category',
  subCategories: 'Subcategories',
  price: 'Price',
  variants: 'Variants',
  images: 'Images',
};

/** A price may rise by this much (inclusive) at once; more waits for staff. */
export const REVISION_PRICE_RISE_PERCENT = 20;

/** True when `proposedCents` rises more than REVISION_PRICE_RISE_PERCENT over `approvedCents`. */
export function isMaterialPriceRise(approvedCents: number, proposedCents: number): boolean {
  return proposedCents * 100 > approvedCents * (100 + REVISION_PRICE_RISE_PERCENT);
}

export const REVISION_STATES = ['pending', 'approved', 'rejected'] as const;

/** The storefront-facing fields a revision proposes, as the product DTO names them. */
export const revisionProposalDtoSchema = z.object({
  name: z.string(),
  shortDetails: z.string(),
  description: z.string(),
  brand: z.string(),
  keywords: z.string(),
  category: z.object({ _id: z.string(), title: z.string() }),
  subCategories: z.array(z.object({ _id: z.string(), title: z.string(), level: z.number() })),
  price: z.number(),
  v_options: z.number(),
  variant_name: z.string(),
  variants: z.array(variantDtoSchema.omit({ _id: true, lowStockThreshold: true, stockState: true })),
  images: z.array(productImageDtoSchema),
});
export type RevisionProposalDto = z.infer<typeof revisionProposalDtoSchema>;

/**
 * A product's latest revision that is still of interest: pending (waiting for staff) or rejected
 * (with the reason). `changed` names the fields that differ from the approved version now.
 */
export const productRevisionDtoSchema = z.object({
  _id: z.string(),
  status: z.enum(REVISION_STATES),
  proposed: revisionProposalDtoSchema,
  changed: z.array(z.enum(REVISION_FIELDS)),
  /** Why staff rejected it; null unless rejected. */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ProductRevisionDto = z.infer<typeof productRevisionDtoSchema>;

/** A product as the API sends it (docs/product.md section 3, amounts in dollars). */
export const productDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  stock: z.number(),
  shortDetails: z.string(),
  category: z
    .object({ _id: z.string(), title: z.string(), subCategories: z.array(subcategorySummarySchema) })
    .nullable(),
  subCategories: z.array(z.object({ _id: z.string(), title: z.string(), level: z.number() })),
  salesPercentage: z.number(),
  /** On sale now: a percentage above 0 whose dates (if any) hold now. */
  sales: z.boolean(),
  /** What a buyer pays now. */
  salesPrice: z.number(),
  /** The sale's dates (ISO), null for none: it holds from its start until its end. */
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  /** None, Scheduled (starts later), Active or Ended. */
  saleState: z.enum(SALE_STATES),
  /**
   * While on sale, the "was" price: the lowest price buyers paid in the 30 days before the sale
   * began (docs/product.md "Sales and honest prices"); null otherwise, or when the product had no
   * other price in those days.
   */
  priorPrice: z.number().nullable(),
  shipping: z.number(),
  brand: z.string(),
  keywords: z.string(),
  description: z.string(),
  images: z.array(productImageDtoSchema),
  variants: z.array(variantDtoSchema),
  shipping_provider: z.enum(SHIPPING_PROVIDERS),
  lengths: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number(),
  pickup_address: z.string(),
  pickup_postcode: z.string(),
  pickup_suburb: z.string(),
  pickUp: z.boolean(),
  sameAdd: z.boolean(),
  del_price: z.number(),
  variant_name: z.string(),
  v_options: z.number(),
  SKU: z.string(),
  /** GST-free goods: the vendor's tax invoices show no GST on this product's lines. */
  gstFree: z.boolean(),
  /** Null: the store's default applies. */
  lowStockThreshold: z.number().nullable(),
  /**
   * Whether stock is above the threshold in force (`ok`), at or below it (`low`) or zero (`out`); for
   * a product with variants, the worst of its variants' (`out` when one is out).
   */
  stockState: z.enum(STOCK_STATES),
  /** The product ships with a carrier that stopped trading (Sendle): the vendor should move it. */
  retiredShippingProvider: z.boolean(),
  sold: z.number(),
  /** The percentage off while on sale (the same figure as salesPercentage). */
  discount: z.number(),
  status: z.enum(['active', 'paused']),
  approved: z.boolean(),
  approval: z.enum(APPROVAL_STATES),
  /** Why staff rejected it; null unless rejected. */
  rejectionReason: z.string().nullable(),
  /** The average and count of its visible reviews (kept as reviews arrive, hide and restore). */
  rating: ratingDtoSchema,
  /**
   * Changes of the approved product waiting for staff, or the last ones staff rejected; null
   * otherwise. Every other field is the approved version buyers see.
   */
  revision: productRevisionDtoSchema.nullable(),
  new: z.boolean(),
  store: z.string().nullable(),
  user: z.string(),
  vendor: z.object({ _id: z.string(), displayName: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductDto = z.infer<typeof productDtoSchema>;

export const PRODUCT_STATUSES = ['active', 'paused'] as const;

/**
 * `GET /api/product/list`. With a search and `?counts=true`, the status and approval filters' counts
 * for it (issue 48's facets): `statusCounts` with the approval filter applied, `approvalCounts` with the status filter
 * applied, each leaving its own filter out; null when the search matches more than the search depth
 * ("1,000+") or lists the products whose changes wait for review; absent otherwise.
 */
export const productListResponseSchema = paginatedSchema(productDtoSchema).extend({
  statusCounts: z.record(z.enum(PRODUCT_STATUSES), z.number()).nullable().optional(),
  approvalCounts: z.record(z.enum(APPROVAL_STATES), z.number()).nullable().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /api/product/{id}/revision`: the approved product (before) beside its revision (after). */
export const productRevisionReviewSchema = z.object({
  product: productDtoSchema,
  revision: productRevisionDtoSchema,
});
export type ProductRevisionReview = z.infer<typeof productRevisionReviewSchema>;

/** `PUT /api/product/{id}/revision/reject`: always with the reason the vendor is emailed. */
export const rejectRevisionSchema = z.object({
  reason: z
    .string(CATALOGUE_MESSAGES.revisionRejectionReasonRequired)
    .trim()
    .min(1, CATALOGUE_MESSAGES.revisionRejectionReasonRequired)
    .max(PRODUCT_REJECTION_REASON_MAX, CATALOGUE_MESSAGES.rejectionReasonTooLong),
});
export type RejectRevisionRequest = z.input<typeof rejectRevisionSchema>;

export const PRODUCT_SORTS = ['newest', 'oldest', 'name', '-name', 'price', '-price', 'stock', '-stock'] as const;

export const productListQuerySchema = z.object({
  page: pageSchema,
  limit: limitSchema(9),
  /** Where to continue: a previous answer's `nextCursor` (then `page` is not used). */
  cursor: cursorSchema,
  q: largeListSearchSchema,
  sort: z.enum(PRODUCT_SORTS, { error: `Sort by one of: ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
  status: z.enum(['active', 'paused']).optional(),
  /** An approval state, or `revision`: approved products with changes waiting for staff. */
  approval: z.enum(['pending', 'approved', 'rejected', 'revision']).optional(),
  /** Super admin only: one vendor's products. */
  vendorId: z.uuid().optional(),
  /** `low`: at or below the low-stock threshold (not zero); `out`: none left. */
  stock: z.enum(['low', 'out'], { error: 'Stock must be low or out' }).optional(),
  /** Products on a retired carrier (Sendle), to move them. */
  shippingProvider: z.enum(SHIPPING_PROVIDERS).optional(),
  /** With a search: answer `statusCounts` and `approvalCounts` too. */
  counts: searchCountsFlag,
});

// ---------- store ----------

export const storeSchema = z.object({
  bio: z.string().trim().min(1, 'Bio is required').max(2000, 'Bio is too long'),
  /** The low-stock threshold of products that set none; empty: 3 (DEFAULT_LOW_STOCK_THRESHOLD). */
  lowStockThreshold: lowStockThresholdField,
});

export const storeDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  bio: z.string(),
  /** Null: DEFAULT_LOW_STOCK_THRESHOLD (3). */
  lowStockThreshold: z.number().nullable(),
});
export type StoreDto = z.infer<typeof storeDtoSchema>;

export const storePerformanceSchema = z.object({
  /** Percent of the store's products approved, weighted by rating where rated. */
  productQuality: z.number(),
  /**
   * Percent of the judged sales that were delivered: a sale is judged once Delivered, or when still
   * Shipped 14 days after shipping (then it counts as not delivered); 100 with none judged yet.
   */
  deliveryRate: z.number(),
  /** The rate's basis, so a seller can check it: `delivered` of `judged` sales. */
  deliveryBasis: z.object({ delivered: z.number().int(), judged: z.number().int() }),
  /**
   * Product quality's basis: `approved` of `total` products. With none yet the quality is 100 (nothing
   * against the store) and screens say "No products yet" instead of a figure not earned.
   */
  productBasis: z.object({ approved: z.number().int(), total: z.number().int() }),
});
export type StorePerformance = z.infer<typeof storePerformanceSchema>;

/** `GET /api/store/me`. */
/**
 * A product as the store page's grid shows it: name, price, New and sale labels and its first image.
 * The product's page and its edit form read the whole product.
 */
export const storeProductSchema = productDtoSchema
  .pick({
    _id: true,
    name: true,
    price: true,
    sales: true,
    salesPrice: true,
    salesPercentage: true,
    priorPrice: true,
    new: true,
  })
  .extend({ image: productImageDtoSchema.nullable(), rating: ratingDtoSchema });
export type StoreProduct = z.infer<typeof storeProductSchema>;

export const myStoreResponseSchema = z.object({
  store: storeDtoSchema.nullable(),
  /** The store's approved and active products, newest first. */
  product: z.array(storeProductSchema),
  performance: storePerformanceSchema,
  /** The average and count of the visible reviews of the store's products. */
  rating: ratingDtoSchema,
});
export type MyStoreResponse = z.infer<typeof myStoreResponseSchema>;

export const storeSavedResponseSchema = z.object({ store: storeDtoSchema, msg: z.string() });

export const subcategoryListSchema = z.object({ items: z.array(subcategorySummarySchema) });
