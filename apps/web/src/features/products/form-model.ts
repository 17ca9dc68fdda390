import type { FormErrors } from '@mantine/form';
import {
  CATALOGUE_MESSAGES,
  centsToDollars,
  DEFAULT_SHIPPING_PROVIDER,
  dollarsToCents,
  PICKUP_SUBCATEGORY_TITLE,
  type ProductDto,
  type ProductForm,
  type ProductFormInput,
  productFormSchema,
  SHIPPING,
  type ShippingProvider,
  salePriceCents,
  VARIANT_OPTION,
  type VariantInput,
  variantSchema,
} from '@soko/shared';
import type { MultipartBody } from '../../lib/api.ts';
import { instantToLocalInput, localInputToInstant } from '../../lib/local-instant.ts';

export { instantToLocalInput, localInputToInstant };

/** A number input's value: a number, or text while blank or half typed. */
export type NumberField = number | string;

export interface VariantRow {
  /** Identifies the row in the table; never sent. */
  key: string;
  size: string;
  weight: NumberField;
  stock: NumberField;
  price: NumberField;
  SKU: string;
  /** Kept as it came (set by the import or the API), so saving the form does not clear it. */
  lowStockThreshold?: number | null;
}

/** The shipping radio: free or paid, or pickup for a Cake subcategory (docs/product.md section 5). */
export const PICKUP_CHOICE = 'pickup';

/** The product form as typed (docs/product.md sections 3 and 5); `productFormSchema` says what is valid. */
export interface ProductFormValues {
  name: string;
  price: NumberField;
  stock: NumberField;
  shortDetails: string;
  category: string | null;
  subCategories: string[];
  salesPercentage: string;
  /** `datetime-local` values in the device's time; '' for none. */
  saleStartsAt: string;
  saleEndsAt: string;
  brand: string;
  keywords: string;
  SKU: string;
  /** '' until chosen, then VARIANT_OPTION.yes or .no as text. */
  v_options: string;
  variant_name: string;
  variants: VariantRow[];
  /** '' until chosen, then SHIPPING.free or .paid as text, or PICKUP_CHOICE. */
  shipping: string;
  shipping_provider: ShippingProvider;
  del_price: NumberField;
  lengths: NumberField;
  width: NumberField;
  height: NumberField;
  weight: NumberField;
  sameAdd: boolean;
  pickup_address: string;
  pickup_postcode: string;
  pickup_suburb: string;
  description: string;
  /** null until the vendor chooses: the category's default applies (the server fills it in too). */
  gstFree: boolean | null;
  /** Blank: the store's default. */
  lowStockThreshold: NumberField;
}

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  stock: '',
  shortDetails: '',
  category: null,
  subCategories: [],
  salesPercentage: '0',
  saleStartsAt: '',
  saleEndsAt: '',
  brand: '',
  keywords: '',
  SKU: '',
  v_options: '',
  variant_name: '',
  variants: [],
  shipping: '',
  shipping_provider: DEFAULT_SHIPPING_PROVIDER,
  del_price: '',
  lengths: '',
  width: '',
  height: '',
  weight: '',
  sameAdd: true,
  pickup_address: '',
  pickup_postcode: '',
  pickup_suburb: '',
  description: '',
  gstFree: null,
  lowStockThreshold: '',
};

let rowSequence = 0;

export function newVariantKey(): string {
  rowSequence += 1;
  return `variant-${rowSequence}`;
}

function shippingChoice(product: ProductDto): string {
  if (product.pickUp) return PICKUP_CHOICE;
  return product.shipping === SHIPPING.free || product.shipping === SHIPPING.paid ? String(product.shipping) : '';
}

/**
 * The product as its vendor last proposed it: an approved product's changes waiting for review are
 * what the edit form shows and saves again (buyers still see the approved version).
 */
export function withProposedChanges(product: ProductDto): ProductDto {
  const { revision } = product;
  if (revision?.status !== 'pending') return product;
  const { proposed } = revision;
  const variants = proposed.variants.map((variant, index) => ({
    _id: `proposed-${index}`,
    ...variant,
    lowStockThreshold: product.variants.find((current) => current.size === variant.size)?.lowStockThreshold ?? null,
    // The form does not show a variant's state; the product's page reads it from the product.
    stockState: product.variants.find((current) => current.size === variant.size)?.stockState ?? 'ok',
  }));
  return {
    ...product,
    name: proposed.name,
    shortDetails: proposed.shortDetails,
    description: proposed.description,
    brand: proposed.brand,
    keywords: proposed.keywords,
    price: proposed.price,
    category: {
      ...proposed.category,
      subCategories: product.category?._id === proposed.category._id ? product.category.subCategories : [],
    },
    subCategories: proposed.subCategories,
    v_options: proposed.v_options,
    variant_name: proposed.variant_name,
    variants,
    // With variants the quantity is their total, which the form checks.
    stock: variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.stock, 0) : product.stock,
    images: proposed.images,
  };
}

/** A saved product, as the form shows it for editing. */
export function productToFormValues(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    price: product.price,
    stock: product.stock,
    shortDetails: product.shortDetails,
    category: product.category?._id ?? null,
    subCategories: [...product.subCategories].sort((a, b) => a.level - b.level).map((item) => item._id),
    salesPercentage: String(product.salesPercentage),
    saleStartsAt: instantToLocalInput(product.saleStartsAt),
    saleEndsAt: instantToLocalInput(product.saleEndsAt),
    brand: product.brand,
    keywords: product.keywords,
    SKU: product.SKU,
    v_options: String(product.v_options),
    variant_name: product.variant_name,
    variants: product.variants.map((variant) => ({
      key: variant._id,
      size: variant.size,
      weight: variant.weight,
      stock: variant.stock,
      price: variant.price,
      SKU: variant.SKU,
      lowStockThreshold: variant.lowStockThreshold,
    })),
    shipping: shippingChoice(product),
    shipping_provider: product.shipping_provider,
    del_price: product.del_price,
    lengths: product.lengths,
    width: product.width,
    height: product.height,
    weight: product.weight,
    sameAdd: product.sameAdd,
    pickup_address: product.pickup_address,
    pickup_postcode: product.pickup_postcode,
    pickup_suburb: product.pickup_suburb,
    description: product.description,
    gstFree: product.gstFree,
    lowStockThreshold: product.lowStockThreshold ?? '',
  };
}

/** Whether the chosen subcategories make the product one that is picked up (docs/product.md section 5: Cake). */
export function isPickupChain(subcategoryTitles: readonly string[]): boolean {
  const pickup = PICKUP_SUBCATEGORY_TITLE.toLowerCase();
  return subcategoryTitles.some((title) => title.trim().toLowerCase() === pickup);
}

export function variantInput({ key: _key, ...variant }: VariantRow): VariantInput {
  return variant;
}

function hasVariants(values: ProductFormValues): boolean {
  return values.v_options === String(VARIANT_OPTION.yes);
}

export function toSchemaInput(values: ProductFormValues): ProductFormInput {
  const withVariants = hasVariants(values);
  return {
    name: values.name,
    price: values.price,
    stock: values.stock,
    shortDetails: values.shortDetails,
    category: values.category ?? '',
    subCategories: values.subCategories,
    salesPercentage: values.salesPercentage,
    // A product off sale has no sale dates: the fields are hidden then, and whatever they held goes.
    saleStartsAt: values.salesPercentage === '0' ? '' : localInputToInstant(values.saleStartsAt),
    saleEndsAt: values.salesPercentage === '0' ? '' : localInputToInstant(values.saleEndsAt),
    shipping: values.shipping === PICKUP_CHOICE || values.shipping === '' ? 0 : Number(values.shipping),
    pickUp: values.shipping === PICKUP_CHOICE,
    brand: values.brand,
    keywords: values.keywords,
    description: values.description,
    shipping_provider: values.shipping_provider,
    del_price: values.del_price,
    lengths: values.lengths,
    width: values.width,
    height: values.height,
    weight: values.weight,
    sameAdd: values.sameAdd,
    pickup_address: values.pickup_address,
    pickup_postcode: values.pickup_postcode,
    pickup_suburb: values.pickup_suburb,
    v_options: values.v_options,
    variant_name: withVariants ? values.variant_name : '',
    // As on the wire: the shared schema converts a variant given as an object twice (dollars to cents, then again).
    variants: withVariants ? values.variants.map((row) => JSON.stringify(variantInput(row))) : [],
    SKU: values.SKU,
    lowStockThreshold: values.lowStockThreshold,
    ...(values.gstFree === null ? {} : { gstFree: values.gstFree }),
  };
}

/** The text of an HTML fragment, to tell an empty editor ('<p></p>') from a description. */
export function isBlankHtml(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim() === '';
}

export type ProductValidation = { ok: true; product: ProductForm } | { ok: false; errors: FormErrors };

/**
 * The shared schema's rules, plus the shipping choice the schema cannot check on its own: free or
 * paid, or pickup when the subcategories say Cake. Variant rules name the `variants` field.
 */
export function validateProductForm(values: ProductFormValues, isPickup: boolean): ProductValidation {
  const errors: FormErrors = {};
  const parsed = productFormSchema.safeParse(toSchemaInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, subfield] = issue.path;
      const path =
        field === 'variants' && index !== undefined ? `variants.${String(index)}.${String(subfield)}` : String(field);
      errors[path] ??= issue.message;
    }
  }
  if (isPickup && values.shipping !== PICKUP_CHOICE) errors.shipping = 'Please choose pickup';
  if (!isPickup && values.shipping !== String(SHIPPING.free) && values.shipping !== String(SHIPPING.paid)) {
    errors.shipping = 'Please choose free or paid shipping';
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, product: parsed.data };
}

/** Messages of docs/product.md section 5 that are shown as alerts as well as under their field. */
export const ALERTED_VARIANT_MESSAGES: readonly string[] = [
  CATALOGUE_MESSAGES.minimumVariants,
  CATALOGUE_MESSAGES.variantTotal,
];

export type NewVariantCheck = { ok: true } | { ok: false; errors: FormErrors; alert?: string };

/**
 * docs/product.md section 5, adding a variant: its own fields are required, and the variants' quantities
 * together may not exceed the product's quantity.
 */
export function checkNewVariant(
  row: VariantRow,
  existing: readonly VariantRow[],
  productStock: NumberField,
): NewVariantCheck {
  const parsed = variantSchema.safeParse(variantInput(row));
  if (!parsed.success) {
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const total = existing.reduce((sum, variant) => sum + Number(variant.stock || 0), parsed.data.stock);
  if (total > Number(productStock || 0)) {
    return { ok: false, errors: { stock: CATALOGUE_MESSAGES.variantTotal }, alert: CATALOGUE_MESSAGES.variantTotal };
  }
  return { ok: true };
}

/** Dollars with two decimals, as the form sends amounts. */
function dollars(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}

export type ProductBody = MultipartBody<'addProduct'>;

/** The multipart body of POST /api/product/add and PUT /api/product/{id}/{userId} (docs/product.md section 7). */
export function toProductBody(product: ProductForm, images: readonly File[]): ProductBody {
  return {
    name: product.name,
    price: dollars(product.price),
    stock: String(product.stock),
    shortDetails: product.shortDetails,
    category: product.category,
    salesPercentage: String(product.salesPercentage),
    saleStartsAt: product.saleStartsAt?.toISOString() ?? '',
    saleEndsAt: product.saleEndsAt?.toISOString() ?? '',
    shipping: String(product.shipping),
    brand: product.brand,
    keywords: product.keywords,
    description: product.description,
    shipping_provider: product.shipping_provider,
    v_options: String(product.v_options),
    variant_name: product.variant_name,
    sameAdd: product.sameAdd,
    pickUp: product.pickUp,
    del_price: dollars(product.del_price),
    weight: String(product.weight),
    width: String(product.width),
    height: String(product.height),
    lengths: String(product.lengths),
    pickup_address: product.pickup_address,
    pickup_postcode: product.pickup_postcode,
    pickup_suburb: product.pickup_suburb,
    SKU: product.SKU,
    lowStockThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
    ...(product.gstFree === undefined ? {} : { gstFree: product.gstFree }),
    subCategories: [...product.subCategories],
    variants: product.variants.map((variant) => JSON.stringify({ ...variant, price: Number(dollars(variant.price)) })),
    images: [...images],
  };
}

/** The sale price of a typed price, in cents; undefined while the price is not a valid amount. */
export function typedSalePriceCents(price: NumberField, salesPercentage: number): number | undefined {
  try {
    const original = dollarsToCents(typeof price === 'number' ? price : price.trim());
    return original > 0 ? salePriceCents(original, salesPercentage) : undefined;
  } catch {
    return undefined;
  }
}
