import {
  CATALOGUE_MESSAGES,
  isMaterialPriceRise,
  PRODUCT_BULK_MAX,
  PRODUCT_BULK_TEXT,
  type ProductBulkResponse,
  type ProductBulkResult,
  type productBulkRequestSchema,
  type ShippingProvider,
  VARIANT_OPTION,
} from '@soko/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NewProduct, Product, ProductVariant, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { type NoticeDelivery, publishNotices } from '../notifications/index.ts';
import { assertCarrierRate } from '../shipping-rates/index.ts';
import { lockProductsOf, matchingProductIds, updateProductInBulk, variantsOfProducts } from './products.bulk.repo.ts';
import { applyVariantPlan, planVariants, type VariantPlan, type WantedVariant } from './products.bulk-variants.ts';
import type { ProductFilter } from './products.list.repo.ts';
import { noticeOfRevisionWaiting } from './products.review-notices.ts';
import { lockPendingRevision } from './products.revisions.repo.ts';
import { needsReview, proposePrice } from './products.revisions.service.ts';
import { auditIfAdmin, isStaff, scopeOf } from './products.shared.ts';

type BulkBody = z.output<typeof productBulkRequestSchema>;
type BulkChange = ProductBulkResult['changes'][number];

/** What one product is asked to become: the same for all (`set`), or its own (`items`). */
interface Wanted {
  price?: number | undefined;
  salesPercentage?: number | undefined;
  /** Null removes the sale's start or end; undefined leaves it. */
  saleStartsAt?: Date | null | undefined;
  saleEndsAt?: Date | null | undefined;
  stock?: number | undefined;
  status?: 'active' | 'paused' | undefined;
  shipping_provider?: ShippingProvider | undefined;
  /** An item's variants, by size. */
  variants?: WantedVariant[] | undefined;
  /** `set.stock`: each variant's stock, for a product that has variants. */
  stockOfEachVariant?: boolean;
}

/** Thrown to roll a dry run back once it has answered what it would do. */
class DryRunDone extends Error {
  constructor(readonly results: ProductBulkResult[]) {
    super('dry run');
  }
}

const cents = (value: number) => value / 100;

async function targetIds(db: Db, actor: User, body: BulkBody): Promise<string[]> {
  if (body.ids) return [...new Set(body.ids)];
  if (body.items) return body.items.map((item) => item.id);
  const filter = body.filter ?? {};
  if (isStaff(actor) && !filter.vendorId)
    throw badRequest('Choose the vendor whose products to change', 'filter.vendorId');
  // A vendor naming another vendor would otherwise get their own whole catalogue changed.
  if (!isStaff(actor) && filter.vendorId && filter.vendorId !== actor.id)
    throw badRequest(PRODUCT_BULK_TEXT.otherVendor, 'filter.vendorId');
  const productFilter: ProductFilter = {
    vendorId: isStaff(actor) ? filter.vendorId : actor.id,
    q: filter.q,
    status: filter.status,
    approval: filter.approval,
    stock: filter.stock,
    shippingProvider: filter.shippingProvider,
  };
  const ids = await matchingProductIds(db, productFilter, PRODUCT_BULK_MAX + 1);
  if (ids.length > PRODUCT_BULK_MAX) throw badRequest(PRODUCT_BULK_TEXT.tooMany, 'filter');
  if (ids.length === 0) throw badRequest(PRODUCT_BULK_TEXT.noneMatch, 'filter');
  return ids;
}

const instantText = (instant: Date | null) => instant?.toISOString() ?? '';

/**
 * The sale's dates asked for, into `values` and `changes`; answers why they cannot apply. A sale
 * ended by a percentage of 0 loses its dates; dates asked for a product with no sale are refused,
 * as in the form.
 */
function applySaleDates(product: Product, wanted: Wanted, values: Partial<NewProduct>, changes: BulkChange[]) {
  const percentage = values.salesPercentage ?? product.salesPercentage;
  const asked = { saleStartsAt: wanted.saleStartsAt, saleEndsAt: wanted.saleEndsAt };
  if (percentage === 0 && (asked.saleStartsAt || asked.saleEndsAt)) return CATALOGUE_MESSAGES.saleDatesNeedPercentage;
  for (const field of ['saleStartsAt', 'saleEndsAt'] as const) {
    const target = percentage === 0 ? null : asked[field];
    if (target === undefined || instantText(target) === instantText(product[field])) continue;
    values[field] = target;
    changes.push({ field, from: instantText(product[field]), to: instantText(target) });
  }
  const starts = values.saleStartsAt === undefined ? product.saleStartsAt : values.saleStartsAt;
  const ends = values.saleEndsAt === undefined ? product.saleEndsAt : values.saleEndsAt;
  if (starts && ends && ends <= starts) return CATALOGUE_MESSAGES.saleEndsBeforeStart;
  return null;
}

/**
 * One product's change under the single edit's rules: staff apply everything at once (and review
 * the price as they set it) but not while the vendor's revision waits; a vendor's price rise of more
 * than 20 % over the reviewed price of an approved product joins its revision; stock of a product
 * with variants is set per variant (its total follows); a carrier needs a rate. Answers the
 * product's result.
 */
async function applyToProduct(
  tx: Db,
  actor: User,
  product: Product,
  variants: ProductVariant[],
  wanted: Wanted,
  carrierCheck: (product: Product, provider: ShippingProvider) => Promise<string | null>,
): Promise<ProductBulkResult> {
  const result = (
    outcome: ProductBulkResult['outcome'],
    changes: BulkChange[],
    message: string | null,
    state = product.stockState,
  ) => ({
    _id: product.id,
    name: product.name,
    outcome,
    changes,
    message,
    stockState: state,
  });
  const error = (message: string) => result('error', [], message);
  if (isStaff(actor) && (await lockPendingRevision(tx, product.id))) return error(PRODUCT_BULK_TEXT.revisionWaits);

  const values: Partial<NewProduct> = {};
  const changes: BulkChange[] = [];
  let revision = false;
  if (wanted.price !== undefined && wanted.price !== product.priceCents) {
    const reviewedCents = product.reviewedPriceCents ?? product.priceCents;
    if (needsReview(actor, product) && isMaterialPriceRise(reviewedCents, wanted.price)) {
      revision = true;
    } else {
      values.priceCents = wanted.price;
      if (isStaff(actor) && product.approval === 'approved') values.reviewedPriceCents = wanted.price;
    }
    changes.push({ field: 'price', from: cents(product.priceCents), to: cents(wanted.price) });
  }
  if (wanted.salesPercentage !== undefined && wanted.salesPercentage !== product.salesPercentage) {
    values.salesPercentage = wanted.salesPercentage;
    changes.push({ field: 'salesPercentage', from: product.salesPercentage, to: wanted.salesPercentage });
  }
  const saleRefused = applySaleDates(product, wanted, values, changes);
  if (saleRefused) return error(saleRefused);
  let variantPlan: VariantPlan | undefined;
  const perVariantStock = wanted.stockOfEachVariant && variants.length > 0 && wanted.stock !== undefined;
  if (wanted.variants || perVariantStock) {
    if (variants.length === 0) return error(PRODUCT_BULK_TEXT.noVariants);
    const asked = wanted.variants ?? variants.map((variant) => ({ size: variant.size, stock: wanted.stock }));
    const plan = await planVariants(tx, actor, product, variants, asked);
    if ('refused' in plan) return error(plan.refused);
    variantPlan = plan;
    changes.push(...plan.changes);
    if (plan.changes.some((change) => change.field === 'stock')) values.stock = plan.stock;
  } else if (wanted.stock !== undefined && wanted.stock !== product.stock) {
    if (product.variantOption === VARIANT_OPTION.yes) return error(PRODUCT_BULK_TEXT.hasVariants);
    values.stock = wanted.stock;
    changes.push({ field: 'stock', from: product.stock, to: wanted.stock });
  }
  if (wanted.status !== undefined && wanted.status !== product.status) {
    values.status = wanted.status;
    changes.push({ field: 'status', from: product.status, to: wanted.status });
  }
  if (wanted.shipping_provider !== undefined && wanted.shipping_provider !== product.shippingProvider) {
    const refused = await carrierCheck(product, wanted.shipping_provider);
    if (refused) return error(refused);
    values.shippingProvider = wanted.shipping_provider;
    changes.push({ field: 'shipping_provider', from: product.shippingProvider, to: wanted.shipping_provider });
  }
  if (changes.length === 0) return result('unchanged', [], null);
  if (revision && wanted.price !== undefined) await proposePrice(tx, product, wanted.price);
  if (variantPlan) await applyVariantPlan(tx, variantPlan);
  const variantsChanged = (variantPlan?.updates.length ?? 0) > 0;
  const saved =
    Object.keys(values).length > 0 || variantsChanged ? await updateProductInBulk(tx, product.id, values) : product;
  if (Object.keys(values).length > 0 || variantsChanged) {
    const key = (change: BulkChange) => (change.variant ? `${change.field} (${change.variant})` : change.field);
    await auditIfAdmin(
      tx,
      actor,
      'product.bulk',
      product.id,
      Object.fromEntries(changes.map((change) => [key(change), change.from])),
      Object.fromEntries(changes.map((change) => [key(change), change.to])),
    );
  }
  return result(revision ? 'revision' : 'changed', changes, null, saved.stockState);
}

/**
 * `POST /api/product/bulk` (issue 29 section 2): every chosen product in one transaction, in id
 * order (the order stock changes lock them in). A product that cannot take the change is reported
 * and left as it was; the others apply. A dry run does the same work and rolls it back.
 */
export async function bulkEditProducts(
  deps: Pick<AppDeps, 'db' | 'mail' | 'notices' | 'log'>,
  actor: User,
  body: BulkBody,
): Promise<ProductBulkResponse> {
  const { db } = deps;
  const ids = await targetIds(db, actor, body);
  const perItem = new Map<string, Wanted>(
    (body.items ?? []).map((item) => [item.id, { price: item.price, stock: item.stock, variants: item.variants }]),
  );
  const carrierVerdicts = new Map<string, string | null>();
  const carrierCheck = async (tx: Db, product: Product, provider: ShippingProvider) => {
    const key = `${product.vendorId}:${product.shipping}:${provider}`;
    if (!carrierVerdicts.has(key)) {
      try {
        await assertCarrierRate(tx, actor, product.vendorId, product.shipping, provider);
        carrierVerdicts.set(key, null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        carrierVerdicts.set(key, error.message);
      }
    }
    return carrierVerdicts.get(key) ?? null;
  };
  const run = async (tx: Db) => {
    const locked = new Map((await lockProductsOf(tx, ids, scopeOf(actor))).map((product) => [product.id, product]));
    const variantsOf = new Map<string, ProductVariant[]>();
    for (const variant of await variantsOfProducts(tx, [...locked.keys()]))
      variantsOf.set(variant.productId, [...(variantsOf.get(variant.productId) ?? []), variant]);
    const byId = new Map<string, ProductBulkResult>();
    for (const product of locked.values()) {
      const wanted = body.items ? (perItem.get(product.id) ?? {}) : { ...body.set, stockOfEachVariant: true };
      byId.set(
        product.id,
        await applyToProduct(tx, actor, product, variantsOf.get(product.id) ?? [], wanted, (target, provider) =>
          carrierCheck(tx, target, provider),
        ),
      );
    }
    return ids.map(
      (id): ProductBulkResult =>
        byId.get(id) ?? {
          _id: id,
          name: '',
          outcome: 'error',
          changes: [],
          message: PRODUCT_BULK_TEXT.notFound,
          stockState: 'ok',
        },
    );
  };
  let results: ProductBulkResult[];
  let delivery: NoticeDelivery = { userIds: [] };
  try {
    results = await db.transaction(async (tx) => {
      const answered = await run(tx);
      if (body.dryRun) throw new DryRunDone(answered);
      const revised = answered.find((result) => result.outcome === 'revision');
      if (revised) delivery = await noticeOfRevisionWaiting(deps, tx, actor, { id: revised._id, name: revised.name });
      return answered;
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
    results = error.results;
  }
  await publishNotices(deps, delivery);
  const changed = results.filter((result) => result.outcome === 'changed' || result.outcome === 'revision').length;
  const errors = results.filter((result) => result.outcome === 'error').length;
  const verb = body.dryRun ? 'would change' : 'changed';
  return {
    msg: `${changed} ${changed === 1 ? 'product' : 'products'} ${verb}${errors > 0 ? `, ${errors} could not be` : ''}`,
    dryRun: body.dryRun,
    changed,
    errors,
    results,
  };
}
