/** One product and what hangs off it: its row, images, variants, subcategories, and the details its DTOs need. */
import type { StockState } from '@soko/shared';
import { and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type Category,
  categories,
  type NewProduct,
  type Product,
  type ProductImage,
  type ProductRevision,
  type ProductVariant,
  productImages,
  productSubcategories,
  products,
  productVariants,
  stores,
  vendorProfiles,
} from '../../db/schema/index.ts';
import { isAnyOf, preparedByShape } from '../../lib/prepared-statements.ts';
import { productRatingColumn, type RatingFigures } from '../reviews/index.ts';
import type { StoredImage } from './products.images.ts';
import { latestRevisionsOf } from './products.revisions.repo.ts';
import { variantStockState } from './products.stock.repo.ts';

/** A product with what its DTO needs from other tables in the same row. */
export type ProductRow = Product & { vendorDisplayName: string; storeId: string | null; rating: RatingFigures | null };

export interface ProductDetails {
  images: Map<string, ProductImage[]>;
  variants: Map<string, VariantWithState[]>;
  subcategories: Map<string, Category[]>;
  categories: Map<string, Category>;
  /** Level 1 of each category. */
  categoryChildren: Map<string, Category[]>;
  /** The newest revision of each product that has one. */
  revisions: Map<string, ProductRevision>;
  /** The "was" price of each product on sale (products.price-history.ts); empty unless asked for. */
  priorPrices: Map<string, number | null>;
}

/** A variant with its state by the threshold in force (products.stock.repo's variantStockState). */
export type VariantWithState = ProductVariant & { stockState: StockState };

export interface NewVariant {
  size: string;
  weightKg: number;
  stock: number;
  priceCents: number;
  sku: string;
  lowStockThreshold?: number | null;
}

export const rowColumns = {
  ...getTableColumns(products),
  vendorDisplayName: vendorProfiles.displayName,
  storeId: stores.id,
  rating: productRatingColumn(products.id),
};

/** The product if the actor may see it: its vendor's, or anyone's for the super admin (`vendorId` undefined). */
export async function findProductRow(
  db: Db,
  id: string,
  vendorId: string | undefined,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(vendorProfiles, eq(vendorProfiles.userId, products.vendorId))
    .leftJoin(stores, eq(stores.vendorId, products.vendorId))
    .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
    .limit(1);
  return row;
}

/** Locks the product for the rest of the transaction, so that image counts and state checks hold. */
export async function lockProduct(db: Db, id: string, vendorId: string | undefined): Promise<Product | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), vendorId ? eq(products.vendorId, vendorId) : undefined))
    .for('update')
    .limit(1);
  return product;
}

export async function insertProduct(db: Db, values: NewProduct): Promise<Product> {
  const [product] = await db.insert(products).values(values).returning();
  if (!product) throw new Error('insert returned no product');
  return product;
}

export async function updateProduct(db: Db, id: string, values: Partial<NewProduct>): Promise<Product | undefined> {
  const [product] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  return product;
}

export async function deleteProduct(db: Db, id: string): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

export async function imagesOfProduct(db: Db, productId: string): Promise<ProductImage[]> {
  return db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

/** Adds images after those the product already has. */
export async function appendImages(db: Db, productId: string, images: StoredImage[]): Promise<void> {
  if (images.length === 0) return;
  const [last] = await db
    .select({ position: sql<number | null>`max(${productImages.position})` })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = (last?.position ?? -1) + 1;
  await db
    .insert(productImages)
    .values(images.map((image, index) => ({ productId, ...image, position: start + index })));
}

export async function deleteImage(db: Db, imageId: string): Promise<void> {
  await db.delete(productImages).where(eq(productImages.id, imageId));
}

export async function replaceVariants(db: Db, productId: string, variants: NewVariant[]): Promise<void> {
  await db.delete(productVariants).where(eq(productVariants.productId, productId));
  if (variants.length === 0) return;
  await db.insert(productVariants).values(variants.map((variant, position) => ({ productId, ...variant, position })));
}

/** The chain of subcategories, level 1 first. */
export async function replaceSubcategories(
  db: Db,
  productId: string,
  chain: Pick<Category, 'id' | 'level'>[],
): Promise<void> {
  await db.delete(productSubcategories).where(eq(productSubcategories.productId, productId));
  if (chain.length === 0) return;
  await db
    .insert(productSubcategories)
    .values(chain.map((node) => ({ productId, subcategoryId: node.id, level: node.level })));
}

/** A product's variants in their order, as a copy of it inserts them. */
export async function variantsOfProduct(db: Db, productId: string): Promise<NewVariant[]> {
  return db
    .select({
      size: productVariants.size,
      weightKg: productVariants.weightKg,
      stock: productVariants.stock,
      priceCents: productVariants.priceCents,
      sku: productVariants.sku,
      lowStockThreshold: productVariants.lowStockThreshold,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

/** A product's chain of subcategories (level and id), as a copy of it inserts them. */
export async function subcategoryChainOf(db: Db, productId: string): Promise<Pick<Category, 'id' | 'level'>[]> {
  return db
    .select({ id: productSubcategories.subcategoryId, level: productSubcategories.level })
    .from(productSubcategories)
    .where(eq(productSubcategories.productId, productId))
    .orderBy(asc(productSubcategories.level));
}

/** Everything the DTOs of a page of products need from other tables: one query per table, never per product. */
/**
 * The statements that complete a page of products, prepared once (an array of ids each, whatever the
 * page size): every product list and page asks them.
 */
function prepareDetails(db: Db) {
  return {
    images: db
      .select()
      .from(productImages)
      .where(isAnyOf(productImages.productId, 'ids'))
      .orderBy(asc(productImages.position))
      .prepare(''),
    variants: db
      .select({ ...getTableColumns(productVariants), stockState: variantStockState })
      .from(productVariants)
      .where(isAnyOf(productVariants.productId, 'ids'))
      .orderBy(asc(productVariants.position))
      .prepare(''),
    subcategories: db
      .select({ productId: productSubcategories.productId, node: categories })
      .from(productSubcategories)
      .innerJoin(categories, eq(categories.id, productSubcategories.subcategoryId))
      .where(isAnyOf(productSubcategories.productId, 'ids'))
      .orderBy(asc(productSubcategories.level))
      .prepare(''),
    categories: db
      .select()
      .from(categories)
      .where(
        or(
          isAnyOf(categories.id, 'categoryIds'),
          and(eq(categories.level, 1), isAnyOf(categories.categoryId, 'categoryIds')),
        ),
      )
      .orderBy(sql`lower(${categories.title})`)
      .prepare(''),
  };
}

const detailStatements = preparedByShape<ReturnType<typeof prepareDetails>>();

export async function detailsOf(db: Db, rows: Product[]): Promise<ProductDetails> {
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.map((row) => row.categoryId))];
  const details: ProductDetails = {
    images: new Map(ids.map((id) => [id, []])),
    variants: new Map(ids.map((id) => [id, []])),
    subcategories: new Map(ids.map((id) => [id, []])),
    categories: new Map(),
    categoryChildren: new Map(categoryIds.map((id) => [id, []])),
    revisions: new Map(),
    priorPrices: new Map(),
  };
  if (ids.length === 0) return details;
  const statements = detailStatements(db, 'details', () => prepareDetails(db));
  const [imageRows, variantRows, chainRows, categoryRows, revisions] = await Promise.all([
    statements.images.execute({ ids }),
    statements.variants.execute({ ids }),
    statements.subcategories.execute({ ids }),
    statements.categories.execute({ categoryIds }),
    latestRevisionsOf(db, ids),
  ]);
  details.revisions = revisions;
  for (const image of imageRows) details.images.get(image.productId)?.push(image);
  for (const variant of variantRows) details.variants.get(variant.productId)?.push(variant);
  for (const { productId, node } of chainRows) details.subcategories.get(productId)?.push(node);
  for (const node of categoryRows) {
    if (node.level === 0) details.categories.set(node.id, node);
    else if (node.categoryId) details.categoryChildren.get(node.categoryId)?.push(node);
  }
  return details;
}

/** A vendor's products with these SKUs (the import's match), read in one query on (vendor, SKU). */
export async function productsBySku(db: Db, vendorId: string, skus: string[]): Promise<Product[]> {
  if (skus.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.vendorId, vendorId), inArray(products.sku, skus)));
}

/** A vendor's products in SKU order, a batch after `after` (SKU, then id): the export's keyset. */
export function vendorProductBatch(
  db: Db,
  vendorId: string,
  after: { sku: string; id: string } | undefined,
  limit: number,
): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.vendorId, vendorId),
        after
          ? or(sql`${products.sku} > ${after.sku}`, and(eq(products.sku, after.sku), sql`${products.id} > ${after.id}`))
          : undefined,
      ),
    )
    .orderBy(asc(products.sku), asc(products.id))
    .limit(limit);
}
