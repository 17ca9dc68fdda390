import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type NewProduct,
  type Product,
  type ProductVariant,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { filterOf, type ProductFilter } from './products.list.repo.ts';

/** The ids of the products matching the list's filter, at most `limit` (the newest first, as the list). */
export async function matchingProductIds(db: Db, filter: ProductFilter, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(filterOf(filter))
    .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Locks the products (of one vendor, unless staff) in id order, the order every stock change locks them in. */
export async function lockProductsOf(db: Db, ids: string[], vendorId: string | undefined): Promise<Product[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), vendorId ? eq(products.vendorId, vendorId) : undefined))
    .orderBy(asc(products.id))
    .for('update');
}

/**
 * Saves one product's bulk change; `updated_at` is the transaction's time, the same for every
 * product of the call.
 */
export async function updateProductInBulk(db: Db, id: string, values: Partial<NewProduct>): Promise<Product> {
  const [product] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning();
  if (!product) throw new Error('a locked product was not updated');
  return product;
}

/** The variants of the chosen products, in each product's order. */
export async function variantsOfProducts(db: Db, productIds: string[]): Promise<ProductVariant[]> {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
}

/** Sets one variant's stock and price; its product is locked by the bulk edit's transaction. */
export async function updateVariantInBulk(
  db: Db,
  id: string,
  values: { stock?: number; priceCents?: number },
): Promise<void> {
  await db.update(productVariants).set(values).where(eq(productVariants.id, id));
}
