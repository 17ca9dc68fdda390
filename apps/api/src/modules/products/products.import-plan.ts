import {
  isMaterialPriceRise,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductImportAction,
  type ProductImportError,
  STATUS_CSV_VALUES,
  VARIANT_OPTION,
} from '@soko/shared';
import type { Category, Product, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { eventLoopSlices } from '../../lib/event-loop-slices.ts';
import { checkImageUrl } from '../../lib/remote-image.ts';
import { categoryTree } from '../categories/index.ts';
import { assertCarrierRate } from '../shipping-rates/index.ts';
import { findUserById } from '../users/index.ts';
import { type ValidProductForm, validateProductForm } from './products.form.ts';
import {
  type CategoryLookup,
  categoryCellOf,
  defaultCategoryKeyOf,
  pathsOf,
  resolveCategory,
} from './products.import-category.ts';
import { type FileProduct, type FileRow, HEADER_ROW } from './products.import-file.ts';
import type { ImportSheet } from './products.import-layouts.ts';
import { type ImportPhotos, isPhotoName, NO_PHOTOS_ZIP } from './products.import-photos.ts';
import { readImportFile } from './products.import-read.ts';
import { detailsOf, productsBySku } from './products.repo.ts';
import { variantsNeedReview } from './products.revisions.ts';
import { assertFormSalePercentage, assertOfferedProvider, productValues } from './products.service.ts';
import { isStaff } from './products.shared.ts';
import {
  COLUMN_OF_FIELD,
  COLUMN_OF_VARIANT_FIELD,
  type EditorVersion,
  editorVersion,
  imageUrlsOf,
  ownImageFile,
  type SheetRow,
  sheetRowsOf,
  VARIANT_COLUMNS,
} from './products.sheet.ts';

/** What the file would do to one product, and what applying it takes. */
export interface Planned {
  product: FileProduct;
  action: ProductImportAction;
  errors: ProductImportError[];
  existing?: Product;
  fields?: Record<string, unknown>;
  newImageUrls: string[];
  status?: Product['status'];
}

/** Everything an import reads once for the whole file: the tree, the vendor's products and their details. */
interface ImportContext extends CategoryLookup {
  actor: User;
  owner: User;
  tree: Map<string, Category>;
  existing: Map<string, Product[]>;
  versions: Map<string, EditorVersion>;
  sheets: Map<string, SheetRow[]>;
  carrierChecks: Map<string, Promise<string | undefined>>;
  hostChecks: Map<string, Promise<string | undefined>>;
  /** The photos sent beside the file, which rows name by file name. */
  photos?: ImportPhotos | undefined;
}

export async function ownerOf(deps: Pick<AppDeps, 'db'>, actor: User): Promise<User> {
  if (!isStaff(actor)) return actor;
  const vendor = actor.activeVendorId ? await findUserById(deps.db, actor.activeVendorId) : undefined;
  if (!vendor || isStaff(vendor)) throw badRequest('Please select an active vendor first');
  return vendor;
}

async function contextOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: User,
  products: FileProduct[],
  defaultCategoryId: string | null | undefined,
): Promise<ImportContext> {
  const { db } = deps;
  const owner = await ownerOf(deps, actor);
  const skus = [...new Set(products.map((product) => product.sku).filter((sku) => sku !== ''))];
  const [nodes, matches] = await Promise.all([categoryTree(db), productsBySku(db, owner.id, skus)]);
  const details = await detailsOf(db, matches);
  const tree = new Map(nodes.map((node) => [node.id, node]));
  const existing = new Map<string, Product[]>();
  const versions = new Map<string, EditorVersion>();
  const sheets = new Map<string, SheetRow[]>();
  const slices = eventLoopSlices();
  for (const product of matches) {
    await slices.pause();
    existing.set(product.sku, [...(existing.get(product.sku) ?? []), product]);
    const version = editorVersion(
      product,
      {
        images: details.images.get(product.id) ?? [],
        variants: details.variants.get(product.id) ?? [],
        subcategories: details.subcategories.get(product.id) ?? [],
      },
      details.revisions.get(product.id),
    );
    versions.set(product.id, version);
    sheets.set(product.id, sheetRowsOf(version, tree, deps.config.appUrl));
  }
  const treeByPath = pathsOf(nodes);
  const defaultCategoryKey = defaultCategoryKeyOf(treeByPath, defaultCategoryId);
  return {
    actor,
    owner,
    tree,
    treeByPath,
    ...(defaultCategoryKey ? { defaultCategoryKey } : {}),
    existing,
    versions,
    sheets,
    carrierChecks: new Map(),
    hostChecks: new Map(),
  };
}

export const toErrors = (error: unknown, product: FileProduct): ProductImportError[] => {
  if (!(error instanceof AppError)) throw error;
  const first = product.rows[0]?.row ?? HEADER_ROW + 1;
  return error.errors.map((item) => {
    const [field = '', index, variantField] = (item.param ?? '').split('.');
    if (field === 'variants' && index !== undefined && variantField !== undefined) {
      return {
        row: product.rows[Number(index)]?.row ?? first,
        column: COLUMN_OF_VARIANT_FIELD[variantField] ?? 'variantSize',
        message: item.msg,
      };
    }
    return { row: first, column: COLUMN_OF_FIELD[field] ?? field, message: item.msg };
  });
};

/** The form fields of the file's product over those of the product on file: a column the file leaves out keeps its value. */
function formFieldsOf(
  product: FileProduct,
  columns: Set<ProductCsvColumn>,
  existingRows: SheetRow[] | undefined,
  existing: Product | undefined,
  defaults: SheetRow = {},
): { fields: Record<string, unknown>; errors: ProductImportError[]; status?: Product['status'] } {
  const first = product.rows[0] as FileRow;
  const errors: ProductImportError[] = [];
  const base = existingRows?.[0] ?? defaults;
  const cell = (column: ProductCsvColumn, row: SheetRow = first.cells, fallback: SheetRow = base) =>
    columns.has(column) ? (row[column] ?? '') : (fallback[column] ?? '');
  const shipping = cell('shipping').toLowerCase();
  const shippingFields =
    shipping === 'pickup'
      ? { shipping: '0', pickUp: 'true' }
      : shipping === 'paid'
        ? { shipping: '2', pickUp: 'false' }
        : shipping === 'free'
          ? { shipping: '1', pickUp: 'false' }
          : undefined;
  if (!shippingFields)
    errors.push({ row: first.row, column: 'shipping', message: 'Shipping must be free, paid or pickup' });
  const statusCell = cell('status').toLowerCase();
  const status = Object.entries(STATUS_CSV_VALUES).find(([, label]) => label === statusCell)?.[0] as
    | Product['status']
    | undefined;
  if (statusCell !== '' && !status)
    errors.push({ row: first.row, column: 'status', message: 'Status must be live or paused' });
  const hasVariants = product.rows.some((row, index) =>
    VARIANT_COLUMNS.some((column) => cell(column, row.cells, existingRows?.[index] ?? {}) !== ''),
  );
  const variants = hasVariants
    ? product.rows.map((row, index) => {
        const fallback = existingRows?.[index] ?? {};
        return {
          size: cell('variantSize', row.cells, fallback),
          SKU: cell('variantSKU', row.cells, fallback),
          price: cell('variantPrice', row.cells, fallback),
          stock: cell('variantStock', row.cells, fallback),
          lowStockThreshold: cell('variantLowStockThreshold', row.cells, fallback),
          weight: cell('variantWeight', row.cells, fallback),
        };
      })
    : [];
  const stockCell = cell('stock');
  const stock =
    hasVariants && stockCell === ''
      ? String(variants.reduce((sum, variant) => sum + (Number(variant.stock) || 0), 0))
      : stockCell;
  const gstFree = cell('gstFree');
  const fields: Record<string, unknown> = {
    SKU: product.sku,
    name: cell('name'),
    shortDetails: cell('shortDetails'),
    description: cell('description'),
    brand: cell('brand'),
    keywords: cell('keywords'),
    price: cell('price'),
    salesPercentage: cell('salesPercentage'),
    saleStartsAt: cell('saleStartsAt'),
    saleEndsAt: cell('saleEndsAt'),
    stock,
    lowStockThreshold: cell('lowStockThreshold'),
    weight: cell('weight'),
    lengths: cell('length'),
    width: cell('width'),
    height: cell('height'),
    ...(shippingFields ?? {}),
    shipping_provider: cell('shippingProvider'),
    del_price: cell('deliveryPrice'),
    ...(gstFree === '' ? {} : { gstFree: gstFree.toLowerCase() }),
    v_options: String(hasVariants ? VARIANT_OPTION.yes : VARIANT_OPTION.no),
    variant_name: cell('variantName'),
    variants,
    sameAdd: existing ? String(existing.sameAddress) : 'true',
    pickup_address: existing?.pickupAddress ?? '',
    pickup_postcode: existing?.pickupPostcode ?? '',
    pickup_suburb: existing?.pickupSuburb ?? '',
  };
  return { fields, errors, ...(status ? { status } : {}) };
}

/** The form's checks that need the database, answered from what the context read once. */
async function checkWithContext(
  deps: Pick<AppDeps, 'db'>,
  context: ImportContext,
  form: ValidProductForm,
  chain: Category[],
  existing: Product | undefined,
): Promise<void> {
  assertFormSalePercentage(form.salesPercentage, existing?.salesPercentage);
  const values = productValues(form, chain);
  assertOfferedProvider(values.shippingProvider, existing?.shippingProvider);
  const key = `${values.shipping}|${values.shippingProvider}`;
  let carrier = context.carrierChecks.get(key);
  if (!carrier) {
    carrier = assertCarrierRate(
      deps.db,
      context.actor,
      context.owner.id,
      values.shipping,
      values.shippingProvider,
    ).then(
      () => undefined,
      (error: unknown) => (error instanceof AppError ? (error.errors[0]?.msg ?? error.message) : Promise.reject(error)),
    );
    context.carrierChecks.set(key, carrier);
  }
  const refused = await carrier;
  if (refused) throw badRequest(refused, 'shipping_provider');
}

async function checkImageUrls(
  deps: Pick<AppDeps, 'config'>,
  context: ImportContext,
  urls: string[],
  row: number,
): Promise<ProductImportError[]> {
  const errors: ProductImportError[] = [];
  for (const url of urls) {
    if (isPhotoName(url)) {
      const refused = context.photos ? await context.photos.refusalOf(url) : NO_PHOTOS_ZIP;
      if (refused) errors.push({ row, column: 'imageUrls', message: `${url} ${refused}` });
      continue;
    }
    let host = '';
    try {
      host = new URL(url).host;
    } catch {
      host = url;
    }
    let check = context.hostChecks.get(host);
    if (!check) {
      check = checkImageUrl(url, { allowedHosts: deps.config.importImageHosts });
      context.hostChecks.set(host, check);
    }
    const refused = await check;
    if (refused) errors.push({ row, column: 'imageUrls', message: `${refused}: ${url}` });
  }
  return errors;
}

/** Whether a file's form differs from the product's approved version in what staff review (issue 15). */
function waitsForReview(version: EditorVersion, form: ValidProductForm, chain: Category[], newImages: number): boolean {
  const { product } = version;
  if (newImages > 0) return true;
  if (
    product.name !== form.name ||
    product.shortDetails !== form.shortDetails ||
    product.description !== form.description ||
    product.brand !== form.brand ||
    product.keywords !== form.keywords ||
    product.categoryId !== form.category
  ) {
    return true;
  }
  if (chain.map((node) => node.id).join(',') !== version.subcategoryIds.join(',')) return true;
  if (isMaterialPriceRise(product.reviewedPriceCents ?? product.priceCents, form.price)) return true;
  return variantsNeedReview(
    { variantOption: product.variantOption, variantName: product.variantName, variants: version.variants },
    {
      variantOption: form.v_options,
      variantName: form.v_options === VARIANT_OPTION.yes ? form.variant_name : '',
      variants: form.variants.map((variant) => ({
        size: variant.size,
        weightKg: variant.weight,
        stock: variant.stock,
        priceCents: variant.price,
        sku: variant.SKU,
      })),
    },
  );
}

/** What the file would do to one product: every rule of the form, then how it compares with the product on file. */
async function planProduct(
  deps: Pick<AppDeps, 'db' | 'config'>,
  context: ImportContext,
  sheet: ImportSheet,
  product: FileProduct,
): Promise<Planned> {
  const { columns } = sheet;
  const first = product.rows[0] as FileRow;
  const planned: Planned = { product, action: 'error', errors: [], newImageUrls: [] };
  if (product.refused) {
    planned.errors.push(product.refused);
    return planned;
  }
  if (product.sku === '') {
    planned.errors.push({
      row: first.row,
      column: 'SKU',
      message: 'SKU is required: the import matches products by it',
    });
    return planned;
  }
  const matches = context.existing.get(product.sku) ?? [];
  if (matches.length > 1) {
    planned.errors.push({
      row: first.row,
      column: 'SKU',
      message: `${matches.length} of your products have this SKU: give each its own in the product form first`,
    });
    return planned;
  }
  const existing = matches[0];
  const version = existing ? context.versions.get(existing.id) : undefined;
  const existingRows = existing ? context.sheets.get(existing.id) : undefined;
  const { fields, errors, status } = formFieldsOf(product, columns, existingRows, existing, sheet.defaults);
  planned.errors.push(...errors);
  planned.fields = fields;
  planned.existing = existing;
  if (status) planned.status = status;
  const urls = imageUrlsOf(columns.has('imageUrls') ? first.cells.imageUrls : existingRows?.[0]?.imageUrls);
  const ownFiles = new Set((version?.images ?? []).map((image) => image.file));
  const fetchedFrom = new Set((version?.images ?? []).map((image) => image.sourceUrl).filter(Boolean));
  planned.newImageUrls = urls.filter((url) => {
    const file = ownImageFile(url);
    return !(file && ownFiles.has(file)) && !fetchedFrom.has(url);
  });
  const imagesOnFile = (version?.images.length ?? 0) + planned.newImageUrls.length;
  let chain: Category[] = [];
  let categoryKnown = true;
  try {
    const resolved = resolveCategory(context, categoryCellOf(context, sheet, first, existingRows));
    chain = resolved.chain;
    fields.category = resolved.category.id;
    fields.subCategories = chain.map((node) => node.id);
  } catch (error) {
    categoryKnown = false;
    planned.errors.push(...toErrors(error, product));
  }
  let form: ValidProductForm | undefined;
  try {
    form = validateProductForm({ fields, images: [] }, imagesOnFile);
  } catch (error) {
    // An unknown category path is reported once, by its path, not again as a missing category.
    planned.errors.push(...toErrors(error, product).filter((item) => categoryKnown || item.column !== 'category'));
  }
  if (form && categoryKnown) {
    try {
      await checkWithContext(deps, context, form, chain, existing);
    } catch (error) {
      planned.errors.push(...toErrors(error, product));
    }
  }
  planned.errors.push(...(await checkImageUrls(deps, context, planned.newImageUrls, first.row)));
  if (planned.errors.length > 0 || !form) return planned;
  if (!existing || !version) {
    planned.action = 'create';
    return planned;
  }
  const same =
    planned.newImageUrls.length === 0 &&
    (status ?? existing.status) === existing.status &&
    sameForm(form, existingForm(version, existingRows ?? []));
  if (same) planned.action = 'unchanged';
  else if (
    !isStaff(context.actor) &&
    existing.approval === 'approved' &&
    waitsForReview(version, form, chain, planned.newImageUrls.length)
  )
    planned.action = 'revision';
  else planned.action = 'update';
  return planned;
}

/** The product on file read as the form, through the same cells an export writes. */
function existingForm(version: EditorVersion, rows: SheetRow[]): ValidProductForm | undefined {
  const product: FileProduct = { sku: version.product.sku, rows: rows.map((cells, index) => ({ row: index, cells })) };
  const { fields } = formFieldsOf(product, new Set(PRODUCT_CSV_COLUMNS), rows, version.product);
  try {
    return validateProductForm(
      { fields: { ...fields, category: version.categoryId, subCategories: version.subcategoryIds }, images: [] },
      version.images.length,
    );
  } catch {
    return undefined;
  }
}

function sameForm(file: ValidProductForm, onFile: ValidProductForm | undefined): boolean {
  if (!onFile) return false;
  const comparable = (form: ValidProductForm) => JSON.stringify({ ...form, gstFree: undefined });
  return comparable(file) === comparable(onFile) && (file.gstFree === undefined || file.gstFree === onFile.gstFree);
}

/** The file's products, each planned against the vendor's products as they are now. */
export interface ImportPlan {
  owner: User;
  sheet: ImportSheet;
  plans: Planned[];
}

/** What an import is told besides its file. */
export interface ImportOptions {
  /** The category of the products whose row names no Soko category. */
  defaultCategoryId?: string | null | undefined;
  /** The photos of the ZIP sent with the file. */
  photos?: ImportPhotos | undefined;
}

/** Reads the file, then every product of it through the product form's rules, writing nothing. */
export async function planImport(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: User,
  text: string,
  options: ImportOptions = {},
): Promise<ImportPlan> {
  const sheet = await readImportFile(text);
  const context = {
    ...(await contextOf(deps, actor, sheet.products, options.defaultCategoryId)),
    photos: options.photos,
  };
  const slices = eventLoopSlices();
  const plans: Planned[] = [];
  for (const product of sheet.products) {
    plans.push(await planProduct(deps, context, sheet, product));
    await slices.pause();
  }
  return { owner: context.owner, sheet, plans };
}
