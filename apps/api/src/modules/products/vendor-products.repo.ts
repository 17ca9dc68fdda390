import type { ShippingProvider } from '@soko/shared';
import { and, asc, count, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';

/** How many of the vendor's products have each value of a column, e.g. { "0": 3, "20": 1 }. */
async function tally(db: Db, vendorId: string, column: SQL): Promise<Record<string, number>> {
  const rows = await db
    .select({ value: sql<string>`${column}::text`, n: count() })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .groupBy(column);
  return Object.fromEntries(rows.map((row) => [row.value, row.n]));
}

export interface BulkChange {
  /** Products changed (those that already had the value are left alone). */
  count: number;
  /** How many products had each value before. */
  before: Record<string, number>;
}

/**
 * Sets one column on every product of the vendor that does not have the value yet. Runs inside the
 * caller's transaction. The products are locked first in id order, the order in which placing and
 * cancelling orders take them; an update alone would lock them in storage order and could deadlock.
 */
async function setOnVendorProducts(
  db: Db,
  vendorId: string,
  column: SQL,
  values: Partial<typeof products.$inferInsert>,
  differs: SQL,
): Promise<BulkChange> {
  await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.vendorId, vendorId))
    .orderBy(asc(products.id))
    .for('update');
  const before = await tally(db, vendorId, column);
  const changed = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.vendorId, vendorId), differs))
    .returning({ id: products.id });
  return { count: changed.length, before };
}

export function updateVendorProductStatus(db: Db, vendorId: string, status: 'active' | 'paused'): Promise<BulkChange> {
  return setOnVendorProducts(db, vendorId, sql`${products.status}`, { status }, ne(products.status, status));
}

/** A vendor-wide sale holds at once and until changed: it replaces every product's own sale dates. */
export function updateVendorSalePercentage(db: Db, vendorId: string, percentage: number): Promise<BulkChange> {
  return setOnVendorProducts(
    db,
    vendorId,
    sql`${products.salesPercentage}`,
    { salesPercentage: percentage, saleStartsAt: null, saleEndsAt: null },
    or(
      ne(products.salesPercentage, percentage),
      isNotNull(products.saleStartsAt),
      isNotNull(products.saleEndsAt),
    ) as SQL,
  );
}

export function updateVendorShippingProvider(
  db: Db,
  vendorId: string,
  provider: ShippingProvider,
): Promise<BulkChange> {
  return setOnVendorProducts(
    db,
    vendorId,
    sql`${products.shippingProvider}`,
    { shippingProvider: provider },
    ne(products.shippingProvider, provider),
  );
}

/** Takes every live product of the vendor off sale (the account is closing). */
export async function updateLiveProductsToPaused(db: Db, vendorId: string): Promise<number> {
  const paused = await db
    .update(products)
    .set({ status: 'paused' })
    .where(and(eq(products.vendorId, vendorId), eq(products.status, 'active')))
    .returning({ id: products.id });
  return paused.length;
}
