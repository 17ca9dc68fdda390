import {
  CATALOGUE_MESSAGES,
  centsToDollars,
  isProductFormSalePercentage,
  isRetiredShippingProvider,
  isStaffRole,
  PICKUP_SUBCATEGORY_TITLE,
  PRODUCT_IMAGE_MAX_COUNT,
  PRODUCT_NAME_MAX,
  type ProductDto,
  type ProductListResponse,
  retiredShippingProviderMessage,
  SHIPPING,
  type ShippingProvider,
  type StoreProduct,
  VARIANT_OPTION,
} from '@soko/shared';
import type { Category, NewProduct, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type ListTotal, pagePosition } from '../../lib/pagination.ts';
import { categoryChain } from '../categories/index.ts';
import { type NoticeDelivery, publishNotices } from '../notifications/index.ts';
import { assertCarrierRate } from '../shipping-rates/index.ts';
import { findUserById } from '../users/index.ts';
import { type ProductUpload, type ValidProductForm, validateProductForm } from './products.form.ts';
import { copyProductImages, filesOf, removeProductImageFiles, storeProductImages } from './products.images.ts';
import {
  countProducts,
  PRODUCT_KEYSETS,
  type ProductFilter,
  type ProductSort,
  selectNetWorthCents,
  selectProductRows,
  storeCardsOf,
} from './products.list.repo.ts';
import { toStoreProduct } from './products.presenter.ts';
import { priorPricesOf } from './products.prior-prices.ts';
import {
  appendImages,
  deleteProduct as deleteProductRow,
  findProductRow,
  imagesOfProduct,
  insertProduct,
  lockProduct,
  type NewVariant,
  replaceSubcategories,
  replaceVariants,
  subcategoryChainOf,
  updateProduct as updateProductRow,
  variantsOfProduct,
} from './products.repo.ts';
import { noticeOfNewProductWaiting, noticeOfRevisionWaiting } from './products.review-notices.ts';
import { lockPendingRevision } from './products.revisions.repo.ts';
import {
  imagesShownToEditor,
  needsReview,
  proposeRevision,
  refuseWhileRevisionWaits,
} from './products.revisions.service.ts';
import { stagedFiles } from './products.revisions.ts';
import { productSearchCounts } from './products.search-counts.ts';
import {
  auditIfAdmin,
  categoryGone,
  isStaff,
  productDto,
  productDtos,
  scopeOf,
  TOO_MANY_IMAGES,
} from './products.shared.ts';

export interface ProductListQuery {
  page: number;
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
  sort: ProductSort;
  status?: ProductFilter['status'];
  approval?: ProductFilter['approval'];
  stock?: ProductFilter['stock'];
  shippingProvider?: ProductFilter['shippingProvider'];
  vendorId?: string | undefined;
  /** With a search: count its matches of each status and approval state too. */
  counts?: boolean | undefined;
}

/** The super admin lists products for the active vendor (docs/product.md section 6); a vendor for themself. */
async function ownerForNewProduct(deps: Pick<AppDeps, 'db'>, actor: User): Promise<User> {
  if (!isStaff(actor)) return actor;
  const vendor = actor.activeVendorId ? await findUserById(deps.db, actor.activeVendorId) : undefined;
  if (!vendor || isStaffRole(vendor.role)) throw badRequest('Please select an active vendor first');
  return vendor;
}

/**
 * The columns of a valid form. A product in the Cake subcategory is picked up, which replaces
 * shipping; every other product is shipped, free or paid (docs/product.md section 5).
 */
export function productValues(form: ValidProductForm, chain: Category[]): Omit<NewProduct, 'vendorId'> {
  const pickedUp = chain.some((node) => node.title.trim().toLowerCase() === PICKUP_SUBCATEGORY_TITLE.toLowerCase());
  if (pickedUp && !form.pickUp) throw badRequest('Please choose pickup', 'shipping');
  if (!pickedUp && form.shipping === 0) throw badRequest('Please choose free or paid shipping', 'shipping');
  const shipping = pickedUp ? 0 : form.shipping;
  const hasVariants = form.v_options === VARIANT_OPTION.yes;
  return {
    name: form.name,
    priceCents: form.price,
    stock: form.stock,
    shortDetails: form.shortDetails,
    categoryId: form.category,
    salesPercentage: form.salesPercentage,
    saleStartsAt: form.saleStartsAt,
    saleEndsAt: form.saleEndsAt,
    shipping,
    pickUp: pickedUp,
    brand: form.brand,
    keywords: form.keywords,
    description: form.description,
    shippingProvider: form.shipping_provider,
    deliveryPriceCents: shipping === SHIPPING.paid ? form.del_price : 0,
    lengthCm: form.lengths,
    widthCm: form.width,
    heightCm: form.height,
    weightKg: form.weight,
    sameAddress: form.sameAdd,
    pickupAddress: form.sameAdd ? '' : form.pickup_address,
    pickupPostcode: form.sameAdd ? '' : form.pickup_postcode,
    pickupSuburb: form.sameAdd ? '' : form.pickup_suburb,
    variantOption: form.v_options,
    variantName: hasVariants ? form.variant_name : '',
    sku: form.SKU,
    lowStockThreshold: form.lowStockThreshold,
  };
}

function variantsOf(form: ValidProductForm): NewVariant[] {
  if (form.v_options !== VARIANT_OPTION.yes) return [];
  return form.variants.map((variant) => ({
    size: variant.size,
    weightKg: variant.weight,
    stock: variant.stock,
    priceCents: variant.price,
    sku: variant.SKU,
    lowStockThreshold: variant.lowStockThreshold,
  }));
}

export async function listProducts(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const { db } = deps;
  const filter: ProductFilter = {
    vendorId: isStaff(actor) ? query.vendorId : actor.id,
    q: query.q,
    status: query.status,
    approval: query.approval,
    stock: query.stock,
    shippingProvider: query.shippingProvider,
  };
  const position = pagePosition(query, query.sort, PRODUCT_KEYSETS[query.sort], Boolean(filter.q));
  const readPage = () => selectProductRows(db, filter, query.sort, position, query.limit);
  let page: Awaited<ReturnType<typeof readPage>>;
  let counted: ListTotal & Pick<ProductListResponse, 'statusCounts' | 'approvalCounts'>;
  if (filter.q) {
    page = await readPage();
    const whole = 'page' in position && position.page === 1 && page.nextCursor === null;
    if (query.counts) counted = await productSearchCounts(db, filter, { rows: page.rows, whole });
    else counted = whole ? { total: page.rows.length, totalCapped: false } : await countProducts(db, filter);
  } else {
    [page, counted] = await Promise.all([readPage(), countProducts(db, filter)]);
  }
  return {
    items: await productDtos(db, page.rows),
    total: counted.total,
    totalCapped: counted.totalCapped,
    page: query.page,
    limit: query.limit,
    nextCursor: page.nextCursor,
    ...(counted.statusCounts === undefined ? {} : { statusCounts: counted.statusCounts }),
    ...(counted.approvalCounts === undefined ? {} : { approvalCounts: counted.approvalCounts }),
  };
}

/** The newest live products of one vendor (approved, active, of an active vendor), as their store shows them. */
export async function liveProductsOf(
  deps: Pick<AppDeps, 'db'>,
  vendorId: string,
  limit: number,
): Promise<StoreProduct[]> {
  const now = new Date();
  const cards = await storeCardsOf(deps.db, vendorId, limit);
  const priorPrices = await priorPricesOf(deps.db, cards, now);
  return cards.map((card) => toStoreProduct(card, priorPrices.get(card.id) ?? null, now));
}

/** A retired carrier (Sendle) stays on the products that have it until moved, but none may choose it. */
export function assertOfferedProvider(provider: ShippingProvider, current: ShippingProvider | undefined): void {
  if (isRetiredShippingProvider(provider) && provider !== current) {
    throw badRequest(retiredShippingProviderMessage(provider), 'shipping_provider');
  }
}

/** A product may keep a vendor-wide 70 or 80% sale set by staff, but the form cannot choose one. */
export function assertFormSalePercentage(percentage: number, current: number | undefined): void {
  if (!isProductFormSalePercentage(percentage) && percentage !== current) {
    throw badRequest(CATALOGUE_MESSAGES.salesPercentageRequired, 'salesPercentage');
  }
}

export async function getProduct(deps: Pick<AppDeps, 'db'>, actor: User, id: string): Promise<ProductDto> {
  return productDto(deps.db, id, scopeOf(actor));
}

export async function createProduct(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'mail' | 'notices'>,
  actor: User,
  upload: ProductUpload,
): Promise<ProductDto> {
  const { db } = deps;
  const form = validateProductForm(upload, 0);
  assertFormSalePercentage(form.salesPercentage, undefined);
  assertOfferedProvider(form.shipping_provider, undefined);
  const { category, chain } = await categoryChain(db, form.category, form.subCategories);
  const values = { ...productValues(form, chain), gstFree: form.gstFree ?? category.gstFreeDefault };
  const owner = await ownerForNewProduct(deps, actor);
  await assertCarrierRate(db, actor, owner.id, values.shipping, values.shippingProvider);
  const stored = await storeProductImages(deps, upload.images);
  let productId: string;
  let delivery: NoticeDelivery;
  try {
    ({ productId, delivery } = await db.transaction(async (tx) => {
      const created = await insertProduct(tx, { ...values, vendorId: owner.id });
      await appendImages(tx, created.id, stored);
      await replaceVariants(tx, created.id, variantsOf(form));
      await replaceSubcategories(tx, created.id, chain);
      await auditIfAdmin(tx, actor, 'product.create', created.id, undefined, {
        vendorId: owner.id,
        name: created.name,
      });
      return { productId: created.id, delivery: await noticeOfNewProductWaiting(deps, tx, actor, created.name) };
    }));
  } catch (error) {
    await removeProductImageFiles(deps, filesOf(stored));
    throw categoryGone(error);
  }
  await publishNotices(deps, delivery);
  return productDto(db, productId, undefined);
}

/**
 * Saves every field of the form and adds its images to those on file (images are removed one by
 * one). The approval stays as it is: only the super admin changes it. A vendor's material edit of
 * an approved product waits for staff as a revision (issue 15); the rest of the edit applies at once.
 */
export async function updateProduct(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'mail' | 'notices'>,
  actor: User,
  id: string,
  readUpload: () => Promise<ProductUpload>,
): Promise<ProductDto> {
  const { db } = deps;
  const scope = scopeOf(actor);
  const existing = await findProductRow(db, id, scope);
  if (!existing) throw notFound('Product');
  const upload = await readUpload();
  const imagesOnFile = await imagesShownToEditor(db, actor, existing);
  const form = validateProductForm(upload, imagesOnFile);
  assertFormSalePercentage(form.salesPercentage, existing.salesPercentage);
  assertOfferedProvider(form.shipping_provider, existing.shippingProvider);
  if (imagesOnFile + upload.images.length > PRODUCT_IMAGE_MAX_COUNT) throw badRequest(TOO_MANY_IMAGES, 'images');
  const { category, chain } = await categoryChain(db, form.category, form.subCategories);
  // The GST treatment is the vendor's tax decision, not a storefront field: it applies at once (staff
  // see it on the product) and an edit that leaves it out keeps it.
  const values = { ...productValues(form, chain), gstFree: form.gstFree ?? existing.gstFree };
  await assertCarrierRate(db, actor, existing.vendorId, values.shipping, values.shippingProvider);
  const stored = await storeProductImages(deps, upload.images);
  let unused: string[];
  let delivery: NoticeDelivery | undefined;
  try {
    unused = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, id, scope);
      if (!product) throw notFound('Product');
      if (needsReview(actor, product)) {
        const replaced = await proposeRevision(tx, product, {
          form,
          values,
          variants: variantsOf(form),
          category,
          chain,
          stored,
        });
        delivery = await noticeOfRevisionWaiting(deps, tx, actor, product);
        return replaced;
      }
      await refuseWhileRevisionWaits(tx, product);
      const images = await imagesOfProduct(tx, id);
      if (images.length + stored.length > PRODUCT_IMAGE_MAX_COUNT) throw badRequest(TOO_MANY_IMAGES, 'images');
      // Staff editing an approved product review its price as they set it.
      const reviewed = product.approval === 'approved' ? { reviewedPriceCents: values.priceCents } : {};
      await updateProductRow(tx, id, { ...values, ...reviewed });
      await appendImages(tx, id, stored);
      await replaceVariants(tx, id, variantsOf(form));
      await replaceSubcategories(tx, id, chain);
      await auditIfAdmin(tx, actor, 'product.update', id, { name: product.name }, { name: values.name });
      return [];
    });
  } catch (error) {
    await removeProductImageFiles(deps, filesOf(stored));
    throw categoryGone(error);
  }
  await removeProductImageFiles(deps, unused);
  if (delivery) await publishNotices(deps, delivery);
  return productDto(db, id, undefined);
}

export async function deleteProduct(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  actor: User,
  id: string,
): Promise<void> {
  const { db } = deps;
  const files = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, scopeOf(actor));
    if (!product) throw notFound('Product');
    const onFile = await imagesOfProduct(tx, id);
    const pending = await lockPendingRevision(tx, id);
    await deleteProductRow(tx, id);
    await auditIfAdmin(tx, actor, 'product.delete', id, { vendorId: product.vendorId, name: product.name });
    return [...filesOf(onFile), ...stagedFiles(pending?.proposed)];
  });
  await removeProductImageFiles(deps, files);
}

/** What a copy's name starts with. */
const COPY_NAME_PREFIX = 'Copy of ';

/**
 * A copy of a product as a new product of the same vendor, pending staff approval like any new one:
 * the approved fields (not a revision waiting for staff), its variants with their stock, and copies
 * of its images stored under new names.
 */
export async function duplicateProduct(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log' | 'mail' | 'notices'>,
  actor: User,
  id: string,
): Promise<ProductDto> {
  const { db } = deps;
  const original = await findProductRow(db, id, scopeOf(actor));
  if (!original) throw notFound('Product');
  const [images, variants, chain] = await Promise.all([
    imagesOfProduct(db, id),
    variantsOfProduct(db, id),
    subcategoryChainOf(db, id),
  ]);
  const copies = await copyProductImages(deps, images);
  let productId: string;
  let delivery: NoticeDelivery;
  try {
    ({ productId, delivery } = await db.transaction(async (tx) => {
      const source = await lockProduct(tx, id, scopeOf(actor));
      if (!source) throw notFound('Product');
      const { id: _id, createdAt, updatedAt, sold, approval, rejectionReason, reviewedPriceCents, ...fields } = source;
      const created = await insertProduct(tx, {
        ...fields,
        name: `${COPY_NAME_PREFIX}${source.name}`.slice(0, PRODUCT_NAME_MAX),
      });
      await appendImages(tx, created.id, copies);
      await replaceVariants(tx, created.id, variants);
      await replaceSubcategories(tx, created.id, chain);
      await auditIfAdmin(tx, actor, 'product.duplicate', created.id, undefined, {
        vendorId: created.vendorId,
        name: created.name,
        copyOf: id,
      });
      return { productId: created.id, delivery: await noticeOfNewProductWaiting(deps, tx, actor, created.name) };
    }));
  } catch (error) {
    await removeProductImageFiles(deps, filesOf(copies));
    throw categoryGone(error);
  }
  await publishNotices(deps, delivery);
  return productDto(db, productId, undefined);
}

/** Pause and Live (docs/product.md section 4): the owner's toggle, which the super admin may use too. */
export async function toggleProductStatus(deps: Pick<AppDeps, 'db'>, actor: User, id: string): Promise<ProductDto> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, scopeOf(actor));
    if (!product) throw notFound('Product');
    const status = product.status === 'active' ? 'paused' : 'active';
    await updateProductRow(tx, id, { status });
    const action = status === 'paused' ? 'product.pause' : 'product.activate';
    await auditIfAdmin(tx, actor, action, id, { status: product.status }, { status });
  });
  return productDto(db, id, undefined);
}

/** A vendor's own stock value; the super admin's is the marketplace's, or one vendor's when asked. */
export async function netWorth(deps: Pick<AppDeps, 'db'>, actor: User, vendorId: string | undefined) {
  const cents = await selectNetWorthCents(deps.db, isStaff(actor) ? vendorId : actor.id);
  return { total: centsToDollars(cents) };
}
