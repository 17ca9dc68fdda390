import { expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { products, productVariants, stores } from '../db/schema/index.ts';

const stateOf = (stock: number, threshold: number) => (stock <= 0 ? 'out' : stock <= threshold ? 'low' : 'ok');
const RANK = { ok: 0, low: 1, out: 2 } as const;

/**
 * Asserts that every product's kept stock_state is what a fresh reading of the rows gives, worked
 * out here without the migration's functions: a product with variants takes its worst variant's
 * state (each by its own threshold, else the product's, else the store's, else 3), a product without
 * its own stock's.
 */
export async function expectKeptStockStates(db: Db): Promise<void> {
  const [productRows, variantRows, storeRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        vendorId: products.vendorId,
        stock: products.stock,
        threshold: products.lowStockThreshold,
        state: products.stockState,
      })
      .from(products),
    db
      .select({
        productId: productVariants.productId,
        stock: productVariants.stock,
        threshold: productVariants.lowStockThreshold,
      })
      .from(productVariants),
    db.select({ vendorId: stores.vendorId, threshold: stores.lowStockThreshold }).from(stores),
  ]);
  const storeThreshold = new Map(storeRows.map((row) => [row.vendorId, row.threshold ?? 3]));
  const kept = productRows.map((product) => `${product.name}: ${product.state}`);
  const fresh = productRows.map((product) => {
    const threshold = product.threshold ?? storeThreshold.get(product.vendorId) ?? 3;
    const variants = variantRows.filter((variant) => variant.productId === product.id);
    const state =
      variants.length === 0
        ? stateOf(product.stock, threshold)
        : variants
            .map((variant) => stateOf(variant.stock, variant.threshold ?? threshold))
            .reduce((worst, next) => (RANK[next] > RANK[worst] ? next : worst), 'ok' as keyof typeof RANK);
    return `${product.name}: ${state}`;
  });
  expect(kept).toEqual(fresh);
}
