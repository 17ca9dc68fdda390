import {
  CATEGORY_PATH_SEPARATOR,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  SHIPPING,
  STATUS_CSV_VALUES,
  VARIANT_OPTION,
} from '@soko/shared';
import type { Category, Product, ProductImage, ProductRevision, ProductVariant } from '../../db/schema/index.ts';
import { csvMoney } from '../../lib/csv.ts';
import { PRODUCT_IMAGE_URL_PREFIX, productImageUrl } from './products.images.ts';

/**
 * The product spreadsheet (issue 29) as cells: what the export writes for a product and what the
 * import reads back into the product form's fields. Both sides go through here, so a product
 * exported and imported again reads as the same form.
 */
export type SheetRow = Partial<Record<ProductCsvColumn, string>>;

/** The columns of one product, not of one of its variants. */
export const VARIANT_COLUMNS = [
  'variantSize',
  'variantSKU',
  'variantPrice',
  'variantStock',
  'variantWeight',
] as const satisfies readonly ProductCsvColumn[];

/** Where an error of a form field is shown: the column a person fixes. */
export const COLUMN_OF_FIELD: Record<string, ProductCsvColumn> = {
  SKU: 'SKU',
  name: 'name',
  shortDetails: 'shortDetails',
  description: 'description',
  brand: 'brand',
  keywords: 'keywords',
  category: 'category',
  subCategories: 'category',
  price: 'price',
  salesPercentage: 'salesPercentage',
  saleStartsAt: 'saleStartsAt',
  saleEndsAt: 'saleEndsAt',
  stock: 'stock',
  weight: 'weight',
  lengths: 'length',
  width: 'width',
  height: 'height',
  shipping: 'shipping',
  pickUp: 'shipping',
  sameAdd: 'shipping',
  pickup_address: 'shipping',
  pickup_postcode: 'shipping',
  pickup_suburb: 'shipping',
  shipping_provider: 'shippingProvider',
  del_price: 'deliveryPrice',
  gstFree: 'gstFree',
  lowStockThreshold: 'lowStockThreshold',
  v_options: 'variantSize',
  variant_name: 'variantName',
  variants: 'variantSize',
  images: 'imageUrls',
};

export const COLUMN_OF_VARIANT_FIELD: Record<string, ProductCsvColumn> = {
  size: 'variantSize',
  SKU: 'variantSKU',
  price: 'variantPrice',
  stock: 'variantStock',
  weight: 'variantWeight',
  lowStockThreshold: 'variantLowStockThreshold',
};

/** What a product's editor sees: the approved product with the changes waiting for staff over it. */
export interface EditorVersion {
  product: Product;
  images: { file: string; sourceUrl?: string | undefined }[];
  variants: Pick<ProductVariant, 'size' | 'weightKg' | 'stock' | 'priceCents' | 'sku' | 'lowStockThreshold'>[];
  categoryId: string;
  subcategoryIds: string[];
  fields: Pick<Product, 'name' | 'shortDetails' | 'description' | 'brand' | 'keywords' | 'priceCents'> &
    Pick<Product, 'variantName' | 'variantOption' | 'shipping' | 'pickUp' | 'deliveryPriceCents'>;
}

export function editorVersion(
  product: Product,
  parts: { images: ProductImage[]; variants: ProductVariant[]; subcategories: Category[] },
  revision: ProductRevision | undefined,
): EditorVersion {
  const pending = revision?.status === 'pending' ? revision.proposed : undefined;
  if (!pending) {
    return {
      product,
      images: parts.images,
      variants: parts.variants,
      categoryId: product.categoryId,
      subcategoryIds: parts.subcategories.map((node) => node.id),
      fields: product,
    };
  }
  return {
    product,
    images: pending.images,
    // A revision does not carry thresholds (they apply at once): each pending variant shows its live one's.
    variants: pending.variants.map((variant) => ({
      ...variant,
      lowStockThreshold: parts.variants.find((live) => live.size === variant.size)?.lowStockThreshold ?? null,
    })),
    categoryId: pending.categoryId,
    subcategoryIds: pending.subcategories.map((node) => node.id),
    fields: {
      name: pending.name,
      shortDetails: pending.shortDetails,
      description: pending.description,
      brand: pending.brand,
      keywords: pending.keywords,
      priceCents: pending.priceCents,
      variantName: pending.variantName,
      variantOption: pending.variantOption,
      shipping: pending.shipping?.shipping ?? product.shipping,
      pickUp: pending.shipping?.pickUp ?? product.pickUp,
      deliveryPriceCents: pending.shipping?.deliveryPriceCents ?? product.deliveryPriceCents,
    },
  };
}

/** `Food > Cakes > Birthday`: the category and its subcategories by title. */
export function categoryPath(categoryId: string, subcategoryIds: string[], tree: Map<string, Category>): string {
  return [categoryId, ...subcategoryIds].map((id) => tree.get(id)?.title ?? '').join(CATEGORY_PATH_SEPARATOR);
}

const shippingCell = (fields: { shipping: number; pickUp: boolean }) =>
  fields.pickUp ? 'pickup' : fields.shipping === SHIPPING.paid ? 'paid' : 'free';

/** Blank: the store's default (on a variant, the product's). */
const thresholdCell = (threshold: number | null) => (threshold === null ? '' : String(threshold));

/** The rows of one product: one, or one per variant with the product's columns repeated. */
export function sheetRowsOf(version: EditorVersion, tree: Map<string, Category>, appUrl: string): SheetRow[] {
  const { product, fields } = version;
  const base: SheetRow = {
    SKU: product.sku,
    name: fields.name,
    shortDetails: fields.shortDetails,
    description: fields.description,
    brand: fields.brand,
    keywords: fields.keywords,
    category: categoryPath(version.categoryId, version.subcategoryIds, tree),
    price: csvMoney(fields.priceCents).text,
    salesPercentage: String(product.salesPercentage),
    saleStartsAt: product.saleStartsAt?.toISOString() ?? '',
    saleEndsAt: product.saleEndsAt?.toISOString() ?? '',
    stock: String(product.stock),
    weight: String(product.weightKg),
    length: String(product.lengthCm),
    width: String(product.widthCm),
    height: String(product.heightCm),
    shipping: shippingCell(fields),
    shippingProvider: product.shippingProvider,
    deliveryPrice: csvMoney(fields.deliveryPriceCents).text,
    status: STATUS_CSV_VALUES[product.status],
    gstFree: product.gstFree ? 'yes' : 'no',
    lowStockThreshold: thresholdCell(product.lowStockThreshold),
    variantName: fields.variantOption === VARIANT_OPTION.yes ? fields.variantName : '',
    imageUrls: version.images.map((image) => `${appUrl}${productImageUrl(image.file)}`).join(' '),
  };
  if (fields.variantOption !== VARIANT_OPTION.yes || version.variants.length === 0) return [base];
  return version.variants.map((variant) => ({
    ...base,
    variantSize: variant.size,
    variantSKU: variant.sku,
    variantPrice: csvMoney(variant.priceCents).text,
    variantStock: String(variant.stock),
    variantWeight: String(variant.weightKg),
    variantLowStockThreshold: thresholdCell(variant.lowStockThreshold),
  }));
}

/** The cells of a row in the order of the columns. */
export const cellsOf = (row: SheetRow) => PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? '');

/** The image file of this site an image URL names, whatever host wrote it (an export of this site). */
export function ownImageFile(url: string): string | undefined {
  const at = url.indexOf(PRODUCT_IMAGE_URL_PREFIX);
  if (at < 0) return undefined;
  const file = url.slice(at + PRODUCT_IMAGE_URL_PREFIX.length);
  return /^[\w.-]+$/.test(file) ? file : undefined;
}

export const imageUrlsOf = (cell: string | undefined) => (cell ?? '').split(/[\s|]+/).filter((url) => url !== '');
