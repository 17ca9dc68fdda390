import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Store, stores } from '../../db/schema/index.ts';

export async function findStoreOf(db: Db, vendorId: string): Promise<Store | undefined> {
  const [store] = await db.select().from(stores).where(eq(stores.vendorId, vendorId)).limit(1);
  return store;
}

/** Creates the vendor's store or updates its bio, in one statement so that two saves cannot make two stores. */
export async function upsertStore(
  db: Db,
  vendorId: string,
  bio: string,
  lowStockThreshold: number | null,
): Promise<{ store: Store; created: boolean }> {
  const [row] = await db
    .insert(stores)
    .values({ vendorId, bio, lowStockThreshold })
    .onConflictDoUpdate({ target: stores.vendorId, set: { bio, lowStockThreshold, updatedAt: new Date() } })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ ...getTableColumns(stores), created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no store');
  const { created, ...store } = row;
  return { store, created };
}

/** Empties the store's text when its vendor's account closes. */
export async function updateStoreBioCleared(db: Db, vendorId: string, at: Date): Promise<void> {
  await db.update(stores).set({ bio: '', updatedAt: at }).where(eq(stores.vendorId, vendorId));
}
