import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Category,
  categories,
  type ProductImage,
  type ProductRevision,
  type ProductVariant,
  productImages,
  productRevisions,
  productSubcategories,
  productVariants,
  type RevisionImage,
  type RevisionProposal,
} from '../../db/schema/index.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';

/** The product's pending revision, locked for the rest of the transaction. */
export async function lockPendingRevision(db: Db, productId: string): Promise<ProductRevision | undefined> {
  const [revision] = await db
    .select()
    .from(productRevisions)
    .where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 'pending')))
    .for('update')
    .limit(1);
  return revision;
}

/** The product's newest revision, whatever its state (product_revisions_product_idx). */
export async function latestRevision(db: Db, productId: string): Promise<ProductRevision | undefined> {
  const [revision] = await db
    .select()
    .from(productRevisions)
    .where(eq(productRevisions.productId, productId))
    .orderBy(desc(productRevisions.createdAt))
    .limit(1);
  return revision;
}

/** The newest revision of each product of a page, one query. */
export async function latestRevisionsOf(db: Db, productIds: string[]): Promise<Map<string, ProductRevision>> {
  if (productIds.length === 0) return new Map();
  const rows = await latestRevisionsStatement(db, 'latest', () => prepareLatestRevisions(db)).execute({ productIds });
  return new Map(rows.map((row) => [row.productId, row]));
}

function prepareLatestRevisions(db: Db) {
  return db
    .selectDistinctOn([productRevisions.productId])
    .from(productRevisions)
    .where(isAnyOf(productRevisions.productId, 'productIds'))
    .orderBy(productRevisions.productId, desc(productRevisions.createdAt))
    .prepare('');
}

const latestRevisionsStatement = preparedByShape<ReturnType<typeof prepareLatestRevisions>>();

/** Replaces the proposal of the pending revision, or opens one. */
export async function savePendingRevision(
  db: Db,
  pending: ProductRevision | undefined,
  values: { productId: string; vendorId: string; proposed: RevisionProposal },
): Promise<void> {
  if (pending) {
    await db
      .update(productRevisions)
      .set({ proposed: values.proposed, updatedAt: new Date() })
      .where(eq(productRevisions.id, pending.id));
    return;
  }
  await db.insert(productRevisions).values(values);
}

export async function deleteRevision(db: Db, id: string): Promise<void> {
  await db.delete(productRevisions).where(eq(productRevisions.id, id));
}

export async function decideRevision(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; rejectionReason: string; decidedBy: string },
): Promise<void> {
  const now = new Date();
  await db
    .update(productRevisions)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(eq(productRevisions.id, id));
}

/** Revisions waiting for staff, marketplace-wide (product_revisions_queue_idx). */
export async function countPendingRevisions(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(productRevisions)
    .where(eq(productRevisions.status, 'pending'));
  return row?.total ?? 0;
}

/** What the approved version of a product shows beside its row: images, variants, category and chain. */
export interface ApprovedParts {
  images: ProductImage[];
  variants: ProductVariant[];
  category: Category | undefined;
  chain: Category[];
}

/**
 * One query after another: this runs on a transaction's connection (a locked product), where
 * queries sent at once only queue, and pg 9 refuses them.
 */
export async function approvedPartsOf(db: Db, productId: string, categoryId: string): Promise<ApprovedParts> {
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  const chain = await db
    .select({ node: categories })
    .from(productSubcategories)
    .innerJoin(categories, eq(categories.id, productSubcategories.subcategoryId))
    .where(eq(productSubcategories.productId, productId))
    .orderBy(asc(productSubcategories.level));
  const [category] = await db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  return { images, variants, category, chain: chain.map((row) => row.node) };
}

/** Sets the stock of the product's variants by size, keeping their ids (orders name variants by id). */
export async function setVariantStocks(db: Db, productId: string, stocks: Map<string, number>): Promise<void> {
  for (const [size, stock] of stocks) {
    await db
      .update(productVariants)
      .set({ stock })
      .where(and(eq(productVariants.productId, productId), eq(productVariants.size, size)));
  }
}

/** Makes the product's images exactly `images`, in order, keeping the ids of those it already has. */
export async function replaceImages(db: Db, productId: string, images: RevisionImage[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length === 0) return;
  await db.insert(productImages).values(
    images.map((image, position) => ({
      id: image.id,
      productId,
      file: image.file,
      thumbFile: image.thumbFile,
      sourceUrl: image.sourceUrl ?? '',
      position,
    })),
  );
}
