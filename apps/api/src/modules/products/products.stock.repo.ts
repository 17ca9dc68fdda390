import type { ShippingProvider, StockState } from '@soko/shared';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants, retiredCarrierNotices, saleItems } from '../../db/schema/index.ts';

/** The one order in which rows are locked when stock moves (placing and cancelling), so they never deadlock. */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Locks every product whose stock is about to move, in id order, before the first one changes. Each
 * change also updates the vendor's kept product totals (a trigger), so changing them one at a time
 * would hold those totals while waiting for the next product, which an edit of that product may hold
 * while it waits for the same totals: a deadlock. Products first, then their variants, as an edit does.
 */
export async function lockProducts(db: Db, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
}

/** Stock after a change, with what decides whether it crossed the threshold. */
export interface StockAfter {
  stock: number;
  threshold: number;
  state: StockState;
}

const storeThreshold = sql<number>`store_low_stock_threshold(${products.vendorId})`;

/** A variant's threshold in force (migration 0038): its own, else its product's, else its store's, else 3. */
const variantThreshold = sql<number>`variant_low_stock_threshold(${productVariants.lowStockThreshold}, ${productVariants.productId})`;

/** A variant's state by that threshold: what its notice tells and its product's kept stock_state is the worst of. */
export const variantStockState = sql<StockState>`stock_state_of(${productVariants.stock}, ${variantThreshold})`;

/**
 * Takes `qty` from a live product's stock and adds it to sold, in one conditional statement: two
 * orders for the last units cannot both succeed, whatever they read before. Undefined when the
 * product no longer has that many or stopped being live.
 */
export async function takeProductStock(db: Db, productId: string, qty: number): Promise<StockAfter | undefined> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${qty}`, sold: sql`${products.sold} + ${qty}` })
    .where(
      and(
        eq(products.id, productId),
        gte(products.stock, qty),
        eq(products.status, 'active'),
        eq(products.approval, 'approved'),
      ),
    )
    .returning({
      stock: products.stock,
      threshold: sql<number>`coalesce(${products.lowStockThreshold}, ${storeThreshold})`,
      // Its own stock's state, not the kept stock_state (the worst of its variants'): the product's
      // notice tells of its total, each variant's of its own.
      state: sql<StockState>`stock_state_of(${products.stock}, coalesce(${products.lowStockThreshold}, ${storeThreshold}))`,
    });
  return row;
}

export async function takeVariantStock(db: Db, variantId: string, qty: number): Promise<StockAfter | undefined> {
  const [row] = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${qty}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, qty)))
    .returning({
      stock: productVariants.stock,
      threshold: variantThreshold,
      state: variantStockState,
    });
  return row;
}

/**
 * Records that the vendor is being told of `state`, only if they have not been yet: the row is
 * locked by the order's transaction, so of several concurrent orders exactly one sees the change.
 */
export async function raiseProductNotice(db: Db, productId: string, state: 'low' | 'out'): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stockNotice: state })
    .where(and(eq(products.id, productId), sql`stock_rank(${products.stockNotice}) < stock_rank(${state})`))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function raiseVariantNotice(db: Db, variantId: string, state: 'low' | 'out'): Promise<boolean> {
  const rows = await db
    .update(productVariants)
    .set({ stockNotice: state })
    .where(
      and(eq(productVariants.id, variantId), sql`stock_rank(${productVariants.stockNotice}) < stock_rank(${state})`),
    )
    .returning({ id: productVariants.id });
  return rows.length === 1;
}

/** Current stock and state, to explain a refused conditional update. */
export async function stockNow(
  db: Db,
  productId: string,
  variantId: string | undefined,
): Promise<{ stock: number; live: boolean; variantStock: number | null } | undefined> {
  const [row] = await db
    .select({ stock: products.stock, status: products.status, approval: products.approval })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return undefined;
  let variantStock: number | null = null;
  if (variantId) {
    const [variant] = await db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    variantStock = variant?.stock ?? 0;
  }
  return { stock: row.stock, live: row.status === 'active' && row.approval === 'approved', variantStock };
}

export async function addVariantStock(db: Db, productId: string, variantId: string, qty: number): Promise<void> {
  await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${qty}` })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

export async function addProductStock(db: Db, productId: string, qty: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${qty}`, sold: sql`greatest(${products.sold} - ${qty}, 0)` })
    .where(eq(products.id, productId));
}

/**
 * Image files among `files` that some sale line still shows. A read of the sales module's
 * `sale_items` (docs/architecture.md "Reads that cross an owner"): the sales module changes stock
 * through this module's face, so this module cannot import it back.
 */
export async function imageFilesInSales(db: Db, files: string[]): Promise<Set<string>> {
  if (files.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ file: saleItems.imageFile })
    .from(saleItems)
    .where(inArray(saleItems.imageFile, files));
  return new Set(rows.flatMap((row) => (row.file ? [row.file] : [])));
}

/** Products at or below their threshold, and out of stock (products_vendor_stock_state_idx, index only). */
export async function selectStockStateCounts(
  db: Db,
  vendorId: string | undefined,
): Promise<{ low: number; out: number }> {
  const rows = await db
    .select({ state: products.stockState, count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(vendorId ? eq(products.vendorId, vendorId) : undefined, inArray(products.stockState, ['low', 'out'])))
    .groupBy(products.stockState);
  return {
    low: rows.find((row) => row.state === 'low')?.count ?? 0,
    out: rows.find((row) => row.state === 'out')?.count ?? 0,
  };
}

/** Each vendor's products on a retired carrier whom no notice has told yet (products_shipping_provider_idx). */
export async function untoldRetiredCarrierVendors(
  db: Db,
  carriers: readonly ShippingProvider[],
): Promise<{ vendorId: string; carrier: ShippingProvider; products: number; names: string[] }[]> {
  if (carriers.length === 0) return [];
  return db
    .select({
      vendorId: products.vendorId,
      carrier: products.shippingProvider,
      products: sql<number>`count(*)::int`,
      names: sql<string[]>`(array_agg(${products.name} order by ${products.name}))[1:5]`,
    })
    .from(products)
    .where(
      and(
        inArray(products.shippingProvider, [...carriers]),
        sql`not exists (select 1 from ${retiredCarrierNotices} n where n.vendor_id = ${products.vendorId} and n.carrier = ${products.shippingProvider})`,
      ),
    )
    .groupBy(products.vendorId, products.shippingProvider);
}

/** True for the one caller whose insert records the notice (several instances may run the job). */
export async function recordRetiredCarrierNotice(
  db: Db,
  vendorId: string,
  carrier: ShippingProvider,
  count: number,
): Promise<boolean> {
  const rows = await db
    .insert(retiredCarrierNotices)
    .values({ vendorId, carrier, products: count })
    .onConflictDoNothing()
    .returning({ vendorId: retiredCarrierNotices.vendorId });
  return rows.length === 1;
}

/** Products of one vendor (or all) on a retired carrier, for the dashboard's notice. */
export async function countOnCarriers(
  db: Db,
  vendorId: string | undefined,
  carriers: readonly ShippingProvider[],
): Promise<number> {
  if (carriers.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(
      and(inArray(products.shippingProvider, [...carriers]), vendorId ? eq(products.vendorId, vendorId) : undefined),
    );
  return row?.total ?? 0;
}
