import { randomUUID } from 'node:crypto';
import {
  CATALOGUE_MESSAGES,
  centsToDollars,
  isMaterialPriceRise,
  PRODUCT_IMAGE_MAX_COUNT,
  type ProductDto,
  type ProductRevisionReview,
  type RevisionField,
} from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Category, NewProduct, Product, RevisionProposal, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { categoryChain } from '../categories/index.ts';
import { type NoticeDelivery, notifyIn, publishNotices } from '../notifications/index.ts';
import type { ValidProductForm } from './products.form.ts';
import { filesOf, removeProductImageFiles, type StoredImage } from './products.images.ts';
import {
  imagesOfProduct,
  lockProduct,
  type NewVariant,
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
import { categoryGone, isStaff, productDto, scopeOf, TOO_MANY_IMAGES } from './products.shared.ts';

/**
 * Staff edit a product directly only while no revision waits: the revision is a whole proposal, so
 * approving it afterwards would undo the edit, and an image staff removed would come back without its file.
 */
export async function refuseWhileRevisionWaits(tx: Db, product: Product): Promise<void> {
  if (await lockPendingRevision(tx, product.id)) throw conflict(CATALOGUE_MESSAGES.revisionWaitsFirst);
}

/** Staff's own edits apply at once (they are the reviewers); a vendor's edits of an approved product are reviewed. */
export const needsReview = (actor: User, product: Product) => !isStaff(actor) && product.approval === 'approved';

/** The images the edit form shows: those of the pending revision when there is one. */
export async function imagesShownToEditor(db: Db, actor: User, product: Product): Promise<number> {
  if (needsReview(actor, product)) {
    const revision = await latestRevision(db, product.id);
    if (revision?.status === 'pending') return revision.proposed.images.length;
  }
  return (await imagesOfProduct(db, product.id)).length;
}

export interface Edit {
  form: ValidProductForm;
  values: Omit<NewProduct, 'vendorId'>;
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
export async function proposeRevision(tx: Db, product: Product, edit: Edit): Promise<string[]> {
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
 * A vendor's price rise of an approved product beyond what applies at once (a bulk edit): the new
 * price joins the pending revision (opened from the approved version when none waits), as the form
 * does; the live price stays until staff approve.
 */
export async function proposePrice(tx: Db, product: Product, priceCents: number): Promise<void> {
  const { approved } = await approvedVersion(tx, product);
  const pending = await lockPendingRevision(tx, product.id);
  const proposed: RevisionProposal = { ...(pending?.proposed ?? approved), priceCents };
  await savePendingRevision(tx, pending, { productId: product.id, vendorId: product.vendorId, proposed });
}

export async function proposeImageRemoval(tx: Db, product: Product, imageId: string): Promise<string[]> {
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

/** `GET /api/product/{id}/revision`: the approved product beside its pending or rejected revision. */
export async function getProductRevision(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  id: string,
): Promise<ProductRevisionReview> {
  const product = await productDto(deps.db, id, scopeOf(actor));
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

/** Tells the vendor what staff decided about their product's changes, with the reason of a rejection. */
function noticeOfRevisionDecision(
  deps: Pick<AppDeps, 'mail'>,
  db: Db,
  product: { id: string; name: string; vendorId: string },
  reason: string | undefined,
): Promise<NoticeDelivery> {
  const about = (firstName: string) => ({ firstName, productName: product.name, productId: product.id });
  return notifyIn(deps, db, {
    kind: 'product.decision',
    to: { vendorId: product.vendorId },
    title:
      reason === undefined
        ? `Your changes to ${product.name} are approved`
        : `Your changes to ${product.name} were not approved`,
    body: reason ?? '',
    link: reason === undefined ? `/product/${product.id}` : `/product/${product.id}/revision`,
    email: (recipient) =>
      reason === undefined
        ? { to: recipient.email, template: 'productRevisionApproved', data: about(recipient.firstName) }
        : { to: recipient.email, template: 'productRevisionRejected', data: { ...about(recipient.firstName), reason } },
  });
}

/**
 * `PUT /api/product/{id}/revision/approve`: the proposal becomes the product buyers see, audited,
 * and the vendor is emailed. Stock sold meanwhile stays sold: a variant kept by size keeps its stock.
 */
export async function approveProductRevision(
  deps: Pick<AppDeps, 'db' | 'mail' | 'storage' | 'log' | 'notices'>,
  admin: User,
  id: string,
): Promise<ProductDto> {
  const { db } = deps;
  const deliveries: NoticeDelivery[] = [];
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
      deliveries.push(await noticeOfRevisionDecision(deps, tx, { ...product, name: proposed.name }, undefined));
      const kept = new Set(proposed.images.map((image) => image.id));
      return filesOf(approved.images.filter((image) => !kept.has(image.id)));
    });
  } catch (error) {
    throw categoryGone(error);
  }
  await publishNotices(deps, ...deliveries);
  await removeProductImageFiles(deps, unused);
  return productDto(db, id, undefined);
}

/**
 * `PUT /api/product/{id}/revision/reject`: the approved version stays, the vendor is emailed the
 * reason, and the images uploaded only for the revision are deleted.
 */
export async function rejectProductRevision(
  deps: Pick<AppDeps, 'db' | 'mail' | 'storage' | 'log' | 'notices'>,
  admin: User,
  id: string,
  reason: string,
): Promise<ProductDto> {
  const { db } = deps;
  const deliveries: NoticeDelivery[] = [];
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
    deliveries.push(await noticeOfRevisionDecision(deps, tx, product, reason));
    return stagedFiles(pending.proposed);
  });
  await publishNotices(deps, ...deliveries);
  await removeProductImageFiles(deps, unused);
  return productDto(db, id, undefined);
}

/** How many approved products have changes waiting for staff (the work queue). */
export function revisionsAwaitingReview(deps: Pick<AppDeps, 'db'>): Promise<number> {
  return countPendingRevisions(deps.db);
}
