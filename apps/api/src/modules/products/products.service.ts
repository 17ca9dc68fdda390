import { randomUUID } from 'node:crypto';
import {
  type ApprovalState,
  CATALOGUE_MESSAGES,
  centsToDollars,
  isMaterialPriceRise,
  isProductFormSalePercentage,
  isStaffRole,
  type Paginated,
  PICKUP_SUBCATEGORY_TITLE,
  PRODUCT_IMAGE_MAX_COUNT,
  type ProductDto,
  type ProductRevisionReview,
  type RevisionField,
  SHIPPING,
  VARIANT_OPTION,
} from '@soko/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Category, NewProduct, Product, RevisionProposal, User } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { pagePosition } from '../../lib/pagination.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { categoryChain } from '../categories/categories.service.ts';
import { assertCarrierRate } from '../shipping-rates/shipping-rates.service.ts';
import { findUserById } from '../users/users.repo.ts';
import { type ProductUpload, type ValidProductForm, validateProductForm } from './products.form.ts';
import { filesOf, removeProductImageFiles, type StoredImage, storeProductImages } from './products.images.ts';
import { toProductDto } from './products.presenter.ts';
import {
  appendImages,
  countAwaitingApproval,
  countProducts,
  deleteImage,
  deleteProduct as deleteProductRow,
  detailsOf,
  findProductRow,
  imagesOfProduct,
  insertProduct,
  listProductRows,
  lockProduct,
  type NewVariant,
  netWorthCents,
  PRODUCT_KEYSETS,
  type ProductFilter,
  type ProductRow,
  type ProductSort,
  replaceSubcategories,
  replaceVariants,
  updateProduct as updateProductRow,
} from './products.repo.ts';
import {
  approvedPartsOf,
  countPendingRevisions,
  decideRevision,
  deleteRevision,
  latestRevision,
  lockPendingRevision,
  replaceImages,
  savePendingRevision,
  setVariantStocks,
} from './products.revisions.repo.ts';
import { approvedProposal, changedFields, stagedFiles, variantsNeedReview } from './products.revisions.ts';

export interface ProductListQuery {
  page: number;
  limit: number;
  cursor?: string | undefined;
  q?: string | undefined;
  sort: ProductSort;
  status?: ProductFilter['status'];
  approval?: ProductFilter['approval'];
  vendorId?: string | undefined;
}

const isStaff = (user: User) => isStaffRole(user.role);

/** Whose products the user may touch: their own, or (undefined) everyone's for the super admin. */
const scopeOf = (user: User) => (isStaff(user) ? undefined : user.id);

const TOO_MANY_IMAGES = `A product can have at most ${PRODUCT_IMAGE_MAX_COUNT} images`;

async function productDtos(db: Db, rows: ProductRow[]): Promise<ProductDto[]> {
  const details = await detailsOf(db, rows);
  return rows.map((row) => toProductDto(row, details));
}

async function productDto(db: Db, id: string, scope: string | undefined): Promise<ProductDto> {
  const row = await findProductRow(db, id, scope);
  if (!row) throw notFound('Product');
  const [dto] = await productDtos(db, [row]);
  if (!dto) throw notFound('Product');
  return dto;
}

/** Admin actions on products are audited; a vendor's own are not. */
async function auditIfAdmin(
  db: Db,
  actor: User,
  action: string,
  productId: string,
  before?: unknown,
  after?: unknown,
): Promise<void> {
  if (!isStaff(actor)) return;
  await recordAudit(db, { actorId: actor.id, action, entityType: 'product', entityId: productId, before, after });
}

/** The super admin lists products for the active vendor (spec section 6); a vendor for themself. */
async function ownerForNewProduct(app: FastifyInstance, actor: User): Promise<User> {
  if (!isStaff(actor)) return actor;
  const vendor = actor.activeVendorId ? await findUserById(app.database.db, actor.activeVendorId) : undefined;
  if (!vendor || isStaffRole(vendor.role)) throw badRequest('Please select an active vendor first');
  return vendor;
}

/**
 * The columns of a valid form. A product in the Cake subcategory is picked up, which replaces
 * shipping; every other product is shipped, free or paid (spec section 5).
 */
function productValues(form: ValidProductForm, chain: Category[]): Omit<NewProduct, 'vendorId'> {
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
  }));
}

/** A category deleted between the check and the save. */
function categoryGone(error: unknown): unknown {
  return isForeignKeyViolation(error) ? badRequest('Please choose a category', 'category') : error;
}

export async function listProducts(
  app: FastifyInstance,
  actor: User,
  query: ProductListQuery,
): Promise<Paginated<ProductDto>> {
  const { db } = app.database;
  const filter: ProductFilter = {
    vendorId: isStaff(actor) ? query.vendorId : actor.id,
    q: query.q,
    status: query.status,
    approval: query.approval,
  };
  const position = pagePosition(query, query.sort, PRODUCT_KEYSETS[query.sort]);
  const [{ rows, nextCursor }, counted] = await Promise.all([
    listProductRows(db, filter, query.sort, position, query.limit),
    countProducts(db, filter),
  ]);
  return {
    items: await productDtos(db, rows),
    total: counted.total,
    totalCapped: counted.totalCapped,
    page: query.page,
    limit: query.limit,
    nextCursor,
  };
}

/** The newest live products of one vendor (approved, active, of an active vendor), as their store shows them. */
export async function liveProductsOf(app: FastifyInstance, vendorId: string, limit: number): Promise<ProductDto[]> {
  const { db } = app.database;
  const filter: ProductFilter = { vendorId, status: 'active', approval: 'approved', vendorActive: true };
  const { rows } = await listProductRows(db, filter, 'newest', { page: 1 }, limit);
  return productDtos(db, rows);
}

/** A product may keep a vendor-wide 70 or 80% sale set by staff, but the form cannot choose one. */
function assertFormSalePercentage(percentage: number, current: number | undefined): void {
  if (!isProductFormSalePercentage(percentage) && percentage !== current) {
    throw badRequest(CATALOGUE_MESSAGES.salesPercentageRequired, 'salesPercentage');
  }
}

export async function getProduct(app: FastifyInstance, actor: User, id: string): Promise<ProductDto> {
  return productDto(app.database.db, id, scopeOf(actor));
}

export async function createProduct(app: FastifyInstance, actor: User, upload: ProductUpload): Promise<ProductDto> {
  const { db } = app.database;
  const form = validateProductForm(upload, 0);
  assertFormSalePercentage(form.salesPercentage, undefined);
  const { category, chain } = await categoryChain(db, form.category, form.subCategories);
  const values = { ...productValues(form, chain), gstFree: form.gstFree ?? category.gstFreeDefault };
  const owner = await ownerForNewProduct(app, actor);
  await assertCarrierRate(db, actor, owner.id, values.shipping, values.shippingProvider);
  const stored = await storeProductImages(app, upload.images);
  let productId: string;
  try {
    productId = await db.transaction(async (tx) => {
      const created = await insertProduct(tx, { ...values, vendorId: owner.id });
      await appendImages(tx, created.id, stored);
      await replaceVariants(tx, created.id, variantsOf(form));
      await replaceSubcategories(tx, created.id, chain);
      await auditIfAdmin(tx, actor, 'product.create', created.id, undefined, {
        vendorId: owner.id,
        name: created.name,
      });
      return created.id;
    });
  } catch (error) {
    await removeProductImageFiles(app, filesOf(stored));
    throw categoryGone(error);
  }
  return productDto(db, productId, undefined);
}

/**
 * Saves every field of the form and adds its images to those on file (images are removed one by
 * one). The approval stays as it is: only the super admin changes it. A vendor's material edit of
 * an approved product waits for staff as a revision (issue 15); the rest of the edit applies at once.
 */
export async function updateProduct(
  app: FastifyInstance,
  actor: User,
  id: string,
  readUpload: () => Promise<ProductUpload>,
): Promise<ProductDto> {
  const { db } = app.database;
  const scope = scopeOf(actor);
  const existing = await findProductRow(db, id, scope);
  if (!existing) throw notFound('Product');
  const upload = await readUpload();
  const imagesOnFile = await imagesShownToEditor(db, actor, existing);
  const form = validateProductForm(upload, imagesOnFile);
  assertFormSalePercentage(form.salesPercentage, existing.salesPercentage);
  if (imagesOnFile + upload.images.length > PRODUCT_IMAGE_MAX_COUNT) throw badRequest(TOO_MANY_IMAGES, 'images');
  const { category, chain } = await categoryChain(db, form.category, form.subCategories);
  // The GST treatment is the vendor's tax decision, not a storefront field: it applies at once (staff
  // see it on the product) and an edit that leaves it out keeps it.
  const values = { ...productValues(form, chain), gstFree: form.gstFree ?? existing.gstFree };
  await assertCarrierRate(db, actor, existing.vendorId, values.shipping, values.shippingProvider);
  const stored = await storeProductImages(app, upload.images);
  let unused: string[];
  try {
    unused = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, id, scope);
      if (!product) throw notFound('Product');
      if (needsReview(actor, product)) {
        return proposeRevision(tx, product, { form, values, variants: variantsOf(form), category, chain, stored });
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
    await removeProductImageFiles(app, filesOf(stored));
    throw categoryGone(error);
  }
  await removeProductImageFiles(app, unused);
  return productDto(db, id, undefined);
}

/**
 * Staff edit a product directly only while no revision waits: the revision is a whole proposal, so
 * approving it afterwards would undo the edit, and an image staff removed would come back without its file.
 */
async function refuseWhileRevisionWaits(tx: Db, product: Product): Promise<void> {
  if (await lockPendingRevision(tx, product.id)) throw conflict(CATALOGUE_MESSAGES.revisionWaitsFirst);
}

/** Staff's own edits apply at once (they are the reviewers); a vendor's edits of an approved product are reviewed. */
const needsReview = (actor: User, product: Product) => !isStaff(actor) && product.approval === 'approved';

/** The images the edit form shows: those of the pending revision when there is one. */
async function imagesShownToEditor(db: Db, actor: User, product: Product): Promise<number> {
  if (needsReview(actor, product)) {
    const revision = await latestRevision(db, product.id);
    if (revision?.status === 'pending') return revision.proposed.images.length;
  }
  return (await imagesOfProduct(db, product.id)).length;
}

interface Edit {
  form: ValidProductForm;
  values: ReturnType<typeof productValues> & { gstFree: boolean };
  variants: NewVariant[];
  category: Category;
  chain: Category[];
  stored: StoredImage[];
}

/** The approved version of a locked product, in the shape of a proposal. */
async function approvedVersion(tx: Db, product: Product) {
  const parts = await approvedPartsOf(tx, product.id, product.categoryId);
  return { parts, approved: approvedProposal(product, { ...parts, categoryTitle: parts.category?.title ?? '' }) };
}

/**
 * Applies at once what buyers may see change without review (stock, price cuts and rises up to
 * 20 %, the sale percentage, shipping and measures) and keeps the storefront-facing rest as the
 * product's pending revision, replacing an earlier proposal; an edit that changes nothing material
 * withdraws it. Answers the image files no longer referred to.
 */
async function proposeRevision(tx: Db, product: Product, edit: Edit): Promise<string[]> {
  const { form, values } = edit;
  const { parts, approved } = await approvedVersion(tx, product);
  const pending = await lockPendingRevision(tx, product.id);
  const images = [
    ...(pending?.proposed.images ?? approved.images),
    ...edit.stored.map((image) => ({ id: randomUUID(), ...image, staged: true })),
  ];
  if (images.length > PRODUCT_IMAGE_MAX_COUNT) throw badRequest(TOO_MANY_IMAGES, 'images');
  const shippingWaits = values.pickUp !== product.pickUp;
  const proposed: RevisionProposal = {
    name: form.name,
    shortDetails: form.shortDetails,
    description: form.description,
    brand: form.brand,
    keywords: form.keywords,
    categoryId: edit.category.id,
    categoryTitle: edit.category.title,
    subcategories: edit.chain.map((node) => ({ id: node.id, title: node.title, level: node.level })),
    priceCents: form.price,
    variantOption: form.v_options,
    variantName: values.variantName ?? '',
    variants: edit.variants,
    images,
    ...(shippingWaits
      ? {
          shipping: {
            shipping: values.shipping,
            pickUp: values.pickUp ?? false,
            deliveryPriceCents: values.deliveryPriceCents ?? 0,
          },
        }
      : {}),
  };
  // Measured from the price staff last reviewed, so that small rises cannot add up past review.
  const reviewedCents = product.reviewedPriceCents ?? product.priceCents;
  const priceCents = isMaterialPriceRise(reviewedCents, form.price) ? product.priceCents : form.price;
  const variantsWait = variantsNeedReview(approved, proposed);
  let stock = values.stock;
  if (!variantsWait) {
    await replaceVariants(tx, product.id, edit.variants);
  } else if (parts.variants.length > 0) {
    // The approved variants keep selling: their stock follows the edit at once, matched by size.
    const stocks = new Map(edit.variants.map((variant) => [variant.size, variant.stock]));
    await setVariantStocks(tx, product.id, stocks);
    stock = parts.variants.reduce((sum, variant) => sum + (stocks.get(variant.size) ?? variant.stock), 0);
  }
  const {
    name: _name,
    shortDetails: _shortDetails,
    description: _description,
    brand: _brand,
    keywords: _keywords,
    categoryId: _categoryId,
    variantOption: _variantOption,
    variantName: _variantName,
    shipping,
    pickUp,
    deliveryPriceCents,
    ...immediate
  } = values;
  await updateProductRow(tx, product.id, {
    ...immediate,
    ...(shippingWaits ? {} : { shipping, pickUp, deliveryPriceCents }),
    priceCents,
    stock,
  });
  const nowApproved = { ...approved, priceCents, variants: variantsWait ? approved.variants : proposed.variants };
  if (changedFields(nowApproved, proposed).length > 0) {
    await savePendingRevision(tx, pending, { productId: product.id, vendorId: product.vendorId, proposed });
    return [];
  }
  if (pending) await deleteRevision(tx, pending.id);
  return stagedFiles(pending?.proposed);
}

/**
 * Removes one image; the last one stays, as a product always shows at least one. On a vendor's
 * approved product, the removal is part of its revision: buyers keep seeing the image until then.
 */
export async function deleteProductImage(
  app: FastifyInstance,
  actor: User,
  id: string,
  imageId: string,
): Promise<ProductDto> {
  const { db } = app.database;
  const unused = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, scopeOf(actor));
    if (!product) throw notFound('Product');
    if (needsReview(actor, product)) return proposeImageRemoval(tx, product, imageId);
    await refuseWhileRevisionWaits(tx, product);
    const images = await imagesOfProduct(tx, id);
    const image = images.find((candidate) => candidate.id === imageId);
    if (!image) throw notFound('Image');
    if (images.length === 1) throw badRequest('A product needs at least one image', 'images');
    await deleteImage(tx, image.id);
    await auditIfAdmin(tx, actor, 'product.image.delete', id, { imageId: image.id });
    return filesOf([image]);
  });
  await removeProductImageFiles(app, unused);
  return productDto(db, id, undefined);
}

async function proposeImageRemoval(tx: Db, product: Product, imageId: string): Promise<string[]> {
  const { approved } = await approvedVersion(tx, product);
  const pending = await lockPendingRevision(tx, product.id);
  const base = pending?.proposed ?? approved;
  const image = base.images.find((candidate) => candidate.id === imageId);
  if (!image) throw notFound('Image');
  if (base.images.length === 1) throw badRequest('A product needs at least one image', 'images');
  const proposed = { ...base, images: base.images.filter((candidate) => candidate.id !== imageId) };
  if (changedFields(approved, proposed).length > 0) {
    await savePendingRevision(tx, pending, { productId: product.id, vendorId: product.vendorId, proposed });
  } else if (pending) {
    await deleteRevision(tx, pending.id);
  }
  return image.staged ? filesOf([image]) : [];
}

export async function deleteProduct(app: FastifyInstance, actor: User, id: string): Promise<void> {
  const { db } = app.database;
  const files = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, scopeOf(actor));
    if (!product) throw notFound('Product');
    const onFile = await imagesOfProduct(tx, id);
    const pending = await lockPendingRevision(tx, id);
    await deleteProductRow(tx, id);
    await auditIfAdmin(tx, actor, 'product.delete', id, { vendorId: product.vendorId, name: product.name });
    return [...filesOf(onFile), ...stagedFiles(pending?.proposed)];
  });
  await removeProductImageFiles(app, files);
}

/** Pause and Live (spec section 4): the owner's toggle, which the super admin may use too. */
export async function toggleProductStatus(app: FastifyInstance, actor: User, id: string): Promise<ProductDto> {
  const { db } = app.database;
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

/** What staff decide about a product (spec section 4; issue 15: a rejection carries its reason). */
type ApprovalDecision = { approval: 'approved' } | { approval: 'pending' } | { approval: 'rejected'; reason: string };

/** Tells the vendor what staff decided about their product, with the reason of a rejection. */
async function mailApprovalDecision(
  app: FastifyInstance,
  db: Db,
  product: Product,
  decision: { approval: 'approved' } | { approval: 'rejected'; reason: string },
): Promise<void> {
  const vendor = await findUserById(db, product.vendorId);
  if (!vendor) return;
  const about = { firstName: vendor.firstName, productName: product.name, productId: product.id };
  if (decision.approval === 'approved') {
    await app.mail.enqueue(db, { to: vendor.email, template: 'productApproved', data: about });
  } else {
    await app.mail.enqueue(db, {
      to: vendor.email,
      template: 'productRejected',
      data: { ...about, reason: decision.reason },
    });
  }
}

const AUDIT_ACTION_OF_APPROVAL = {
  approved: 'product.approve',
  rejected: 'product.reject',
  pending: 'product.unapprove',
} as const;

/**
 * Changes a product's approval, audited, and emails the vendor when it becomes approved or
 * rejected (a rejection always carries its reason). Setting the state it already has changes nothing.
 */
async function decideApproval(
  app: FastifyInstance,
  admin: User,
  id: string,
  decide: (current: ApprovalState) => ApprovalDecision,
): Promise<ProductDto> {
  const { db } = app.database;
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, undefined);
    if (!product) throw notFound('Product');
    const decision = decide(product.approval);
    const reason = decision.approval === 'rejected' ? decision.reason : '';
    if (decision.approval === product.approval && reason === product.rejectionReason) return;
    await updateProductRow(tx, id, {
      approval: decision.approval,
      rejectionReason: reason,
      ...(decision.approval === 'approved' ? { reviewedPriceCents: product.priceCents } : {}),
    });
    await recordAudit(tx, {
      actorId: admin.id,
      action: AUDIT_ACTION_OF_APPROVAL[decision.approval],
      entityType: 'product',
      entityId: id,
      before: { approval: product.approval, rejectionReason: product.rejectionReason },
      after: { approval: decision.approval, rejectionReason: reason },
    });
    if (decision.approval !== 'pending') await mailApprovalDecision(app, tx, product, decision);
  });
  return productDto(db, id, undefined);
}

/**
 * `GET /api/product/{id}/{userId}/approve` (spec): approves, or without `action` toggles an approved
 * product back to pending. Rejecting needs a reason, so it is `PUT /api/product/{id}/reject`.
 */
export function setProductApproval(
  app: FastifyInstance,
  admin: User,
  id: string,
  requested: 'approved' | 'pending' | undefined,
): Promise<ProductDto> {
  return decideApproval(app, admin, id, (current) =>
    (requested ?? (current === 'approved' ? 'pending' : 'approved')) === 'approved'
      ? { approval: 'approved' }
      : { approval: 'pending' },
  );
}

/** `PUT /api/product/{id}/reject`: staff reject a product with the reason the vendor is emailed. */
export function rejectProduct(app: FastifyInstance, admin: User, id: string, reason: string): Promise<ProductDto> {
  return decideApproval(app, admin, id, () => ({ approval: 'rejected', reason }));
}

/** `GET /api/product/{id}/revision`: the approved product beside its pending or rejected revision. */
export async function getProductRevision(
  app: FastifyInstance,
  actor: User,
  id: string,
): Promise<ProductRevisionReview> {
  const product = await productDto(app.database.db, id, scopeOf(actor));
  if (!product.revision) throw notFound(CATALOGUE_MESSAGES.revisionNotFound);
  return { product, revision: product.revision };
}

/** What the audit log keeps of a version: the fields that changed (images and variants in short). */
function auditedFields(version: RevisionProposal, changed: RevisionField[]): Record<string, unknown> {
  const values: Record<RevisionField, unknown> = {
    name: version.name,
    shortDetails: version.shortDetails,
    description: version.description,
    brand: version.brand,
    keywords: version.keywords,
    category: version.categoryId,
    subCategories: version.subcategories.map((node) => node.id),
    price: centsToDollars(version.priceCents),
    variants: version.variants.map((variant) => `${variant.size} ${centsToDollars(variant.priceCents)}`),
    images: version.images.map((image) => image.id),
  };
  return Object.fromEntries(changed.map((field) => [field, values[field]]));
}

/**
 * A decision about a product without a pending revision: the same decision again changes and
 * sends nothing; the other one is too late.
 */
async function repeatedRevisionDecision(tx: Db, id: string, status: 'approved' | 'rejected'): Promise<void> {
  const latest = await latestRevision(tx, id);
  if (!latest) throw notFound(CATALOGUE_MESSAGES.revisionNotFound);
  if (latest.status === status) return;
  throw conflict(
    latest.status === 'approved'
      ? CATALOGUE_MESSAGES.revisionAlreadyApproved
      : CATALOGUE_MESSAGES.revisionAlreadyRejected,
  );
}

async function mailRevisionDecision(
  app: FastifyInstance,
  db: Db,
  product: { id: string; name: string; vendorId: string },
  reason: string | undefined,
): Promise<void> {
  const vendor = await findUserById(db, product.vendorId);
  if (!vendor) return;
  const about = { firstName: vendor.firstName, productName: product.name, productId: product.id };
  if (reason === undefined) {
    await app.mail.enqueue(db, { to: vendor.email, template: 'productRevisionApproved', data: about });
  } else {
    await app.mail.enqueue(db, { to: vendor.email, template: 'productRevisionRejected', data: { ...about, reason } });
  }
}

/**
 * `PUT /api/product/{id}/revision/approve`: the proposal becomes the product buyers see, audited,
 * and the vendor is emailed. Stock sold meanwhile stays sold: a variant kept by size keeps its stock.
 */
export async function approveProductRevision(app: FastifyInstance, admin: User, id: string): Promise<ProductDto> {
  const { db } = app.database;
  let unused: string[];
  try {
    unused = await db.transaction(async (tx) => {
      const product = await lockProduct(tx, id, undefined);
      if (!product) throw notFound('Product');
      const pending = await lockPendingRevision(tx, id);
      if (!pending) {
        await repeatedRevisionDecision(tx, id, 'approved');
        return [];
      }
      const { parts, approved } = await approvedVersion(tx, product);
      const proposed = pending.proposed;
      const changed = changedFields(approved, proposed);
      const { chain } = await categoryChain(
        tx,
        proposed.categoryId,
        proposed.subcategories.map((node) => node.id),
      );
      let stock = product.stock;
      if (changed.includes('variants')) {
        const current = new Map(parts.variants.map((variant) => [variant.size, variant.stock]));
        const variants = proposed.variants.map((variant) => ({
          ...variant,
          stock: current.get(variant.size) ?? variant.stock,
        }));
        await replaceVariants(tx, id, variants);
        if (variants.length > 0) stock = variants.reduce((sum, variant) => sum + variant.stock, 0);
      }
      await updateProductRow(tx, id, {
        name: proposed.name,
        shortDetails: proposed.shortDetails,
        description: proposed.description,
        brand: proposed.brand,
        keywords: proposed.keywords,
        categoryId: proposed.categoryId,
        priceCents: proposed.priceCents,
        reviewedPriceCents: proposed.priceCents,
        variantOption: proposed.variantOption,
        variantName: proposed.variantName,
        stock,
        ...proposed.shipping,
      });
      await replaceSubcategories(tx, id, chain);
      await replaceImages(tx, id, proposed.images);
      await decideRevision(tx, pending.id, { status: 'approved', rejectionReason: '', decidedBy: admin.id });
      await recordAudit(tx, {
        actorId: admin.id,
        action: 'product.revision.approve',
        entityType: 'product',
        entityId: id,
        before: auditedFields(approved, changed),
        after: auditedFields(proposed, changed),
      });
      await mailRevisionDecision(app, tx, { ...product, name: proposed.name }, undefined);
      const kept = new Set(proposed.images.map((image) => image.id));
      return filesOf(approved.images.filter((image) => !kept.has(image.id)));
    });
  } catch (error) {
    throw categoryGone(error);
  }
  await removeProductImageFiles(app, unused);
  return productDto(db, id, undefined);
}

/**
 * `PUT /api/product/{id}/revision/reject`: the approved version stays, the vendor is emailed the
 * reason, and the images uploaded only for the revision are deleted.
 */
export async function rejectProductRevision(
  app: FastifyInstance,
  admin: User,
  id: string,
  reason: string,
): Promise<ProductDto> {
  const { db } = app.database;
  const unused = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, id, undefined);
    if (!product) throw notFound('Product');
    const pending = await lockPendingRevision(tx, id);
    if (!pending) {
      await repeatedRevisionDecision(tx, id, 'rejected');
      return [];
    }
    await decideRevision(tx, pending.id, { status: 'rejected', rejectionReason: reason, decidedBy: admin.id });
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'product.revision.reject',
      entityType: 'product',
      entityId: id,
      before: { revision: pending.id, status: 'pending' },
      after: { revision: pending.id, status: 'rejected', rejectionReason: reason },
    });
    await mailRevisionDecision(app, tx, product, reason);
    return stagedFiles(pending.proposed);
  });
  await removeProductImageFiles(app, unused);
  return productDto(db, id, undefined);
}

/** How many approved products have changes waiting for staff (the work queue). */
export function revisionsAwaitingReview(app: FastifyInstance): Promise<number> {
  return countPendingRevisions(app.database.db);
}

/** How many products wait for staff approval (the work queue). */
export function productsAwaitingApproval(app: FastifyInstance): Promise<number> {
  return countAwaitingApproval(app.database.db);
}

/** A vendor's own stock value; the super admin's is the marketplace's, or one vendor's when asked. */
export async function netWorth(app: FastifyInstance, actor: User, vendorId: string | undefined) {
  const cents = await netWorthCents(app.database.db, isStaff(actor) ? vendorId : actor.id);
  return { total: centsToDollars(cents) };
}
