/** A bulk edit of a product's variants (issue 47 section 3): each variant's stock and price, by size. */
import { isMaterialPriceRise, PRODUCT_BULK_TEXT, type ProductBulkResult } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Product, ProductVariant, User } from '../../db/schema/index.ts';
import { updateVariantInBulk } from './products.bulk.repo.ts';
import { lockPendingRevision } from './products.revisions.repo.ts';
import { needsReview } from './products.revisions.service.ts';

type BulkChange = ProductBulkResult['changes'][number];

/** What one variant is asked to become (amounts in cents). */
export interface WantedVariant {
  size: string;
  stock?: number | undefined;
  price?: number | undefined;
}

/** The checked changes of a product's variants, written by `applyVariantPlan` once the whole product passes. */
export interface VariantPlan {
  changes: BulkChange[];
  updates: { id: string; values: { stock?: number; priceCents?: number } }[];
  /** The product's stock after the change: its variants' total. */
  stock: number;
}

/**
 * Checks the wanted changes against the product's variants under the form's rules: every size must
 * be one of the product's; a vendor's price rise of more than 20 % on an approved product, or any
 * price change while the vendor's revision waits (its approval would put its own prices back), is
 * refused, since a variant has no revision of its own. Writes nothing.
 */
export async function planVariants(
  tx: Db,
  actor: User,
  product: Product,
  variants: ProductVariant[],
  wanted: WantedVariant[],
): Promise<VariantPlan | { refused: string }> {
  const sizes = variants.map((variant) => variant.size);
  const wantedBySize = new Map(wanted.map((variant) => [variant.size, variant]));
  const unknown = wanted.find((variant) => !sizes.includes(variant.size));
  if (unknown) return { refused: PRODUCT_BULK_TEXT.unknownVariant(unknown.size, sizes) };
  const reviewed = needsReview(actor, product);
  const plan: VariantPlan = { changes: [], updates: [], stock: 0 };
  for (const variant of variants) {
    const asked = wantedBySize.get(variant.size);
    const stock = asked?.stock ?? variant.stock;
    plan.stock += stock;
    if (!asked) continue;
    const values: VariantPlan['updates'][number]['values'] = {};
    if (stock !== variant.stock) {
      values.stock = stock;
      plan.changes.push({ field: 'stock', variant: variant.size, from: variant.stock, to: stock });
    }
    if (asked.price !== undefined && asked.price !== variant.priceCents) {
      if (reviewed && isMaterialPriceRise(variant.priceCents, asked.price))
        return { refused: PRODUCT_BULK_TEXT.variantPriceRise };
      values.priceCents = asked.price;
      plan.changes.push({
        field: 'price',
        variant: variant.size,
        from: variant.priceCents / 100,
        to: asked.price / 100,
      });
    }
    if (Object.keys(values).length > 0) plan.updates.push({ id: variant.id, values });
  }
  const priceChanges = plan.changes.some((change) => change.field === 'price');
  if (priceChanges && reviewed && (await lockPendingRevision(tx, product.id)))
    return { refused: PRODUCT_BULK_TEXT.variantsWithRevision };
  return plan;
}

export async function applyVariantPlan(tx: Db, plan: VariantPlan): Promise<void> {
  for (const update of plan.updates) await updateVariantInBulk(tx, update.id, update.values);
}
