import { isStaffRole, type RatingDto, type StoreDto, type StorePerformance, type StoreProduct } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { Store, User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { approvalCounts, liveProductsOf } from '../products/index.ts';
import { vendorRatingOf } from '../reviews/index.ts';
import { deliveryCounts } from '../sales/index.ts';
import { findUserById } from '../users/index.ts';
import { findStoreOf, upsertStore } from './stores.repo.ts';

/** The store page shows this many of the newest live products. */
export const STORE_PRODUCT_LIMIT = 48;

/** The store's name is its vendor's business name, so it follows a change of that name. */
function toStoreDto(store: Store, vendor: User): StoreDto {
  return { _id: store.id, name: vendor.displayName, bio: store.bio, lowStockThreshold: store.lowStockThreshold };
}

/** Whose store "me" is: the user's own, or for the super admin the active vendor's when one is chosen. */
async function storeOwnerOf(deps: Pick<AppDeps, 'db'>, user: User): Promise<User> {
  if (!isStaffRole(user.role) || !user.activeVendorId) return user;
  const vendor = await findUserById(deps.db, user.activeVendorId);
  return vendor && !isStaffRole(vendor.role) ? vendor : user;
}

/** Percent of the vendor's products that are approved; a vendor with none yet has nothing against them. */
async function productQualityOf(
  db: Db,
  vendorId: string,
): Promise<{ quality: number; approved: number; total: number }> {
  const { total, approved } = await approvalCounts(db, vendorId);
  return { quality: total === 0 ? 100 : Math.round((approved * 100) / total), approved, total };
}

/** How long a parcel may take before a sale still Shipped counts against the delivery rate. */
export const DELIVERY_DAYS = 14;

/**
 * Percent of the vendor's judged parcels that arrived: delivered / (delivered + still Shipped more
 * than 14 days after shipping). A parcel in transit for less is not a failure yet, and a cancelled
 * sale never shipped. With none to judge yet the rate is 100.
 */
export async function deliveryRateOf(
  db: Db,
  vendorId: string,
  now = new Date(),
): Promise<{ rate: number; delivered: number; judged: number }> {
  const overdueAt = new Date(now.getTime() - DELIVERY_DAYS * 24 * 60 * 60 * 1000);
  const { delivered, overdue } = await deliveryCounts(db, vendorId, overdueAt);
  const judged = delivered + overdue;
  return { rate: judged === 0 ? 100 : Math.round((delivered * 100) / judged), delivered, judged };
}

export async function storePerformanceOf(deps: Pick<AppDeps, 'db'>, vendorId: string): Promise<StorePerformance> {
  const { db } = deps;
  const [products, delivery] = await Promise.all([productQualityOf(db, vendorId), deliveryRateOf(db, vendorId)]);
  return {
    productQuality: products.quality,
    deliveryRate: delivery.rate,
    deliveryBasis: { delivered: delivery.delivered, judged: delivery.judged },
    productBasis: { approved: products.approved, total: products.total },
  };
}

export interface MyStore {
  store: StoreDto | null;
  product: StoreProduct[];
  performance: StorePerformance;
  rating: RatingDto;
}

/** The store page (docs/product.md section 2: Store): the store, its newest live products and its performance. */
export async function myStore(deps: Pick<AppDeps, 'db'>, user: User): Promise<MyStore> {
  const owner = await storeOwnerOf(deps, user);
  const store = await findStoreOf(deps.db, owner.id);
  const [product, performance, rating] = await Promise.all([
    liveProductsOf(deps, owner.id, STORE_PRODUCT_LIMIT),
    storePerformanceOf(deps, owner.id),
    vendorRatingOf(deps, owner.id),
  ]);
  return { store: store ? toStoreDto(store, owner) : null, product, performance, rating };
}

export async function saveStore(
  deps: Pick<AppDeps, 'db'>,
  user: User,
  { bio, lowStockThreshold }: { bio: string; lowStockThreshold: number | null },
) {
  const owner = await storeOwnerOf(deps, user);
  const { store, created } = await upsertStore(deps.db, owner.id, bio, lowStockThreshold);
  return { created, store: toStoreDto(store, owner) };
}
