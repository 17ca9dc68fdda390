import type { ShippingProvider } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import type { PagePosition } from '../../lib/pagination.ts';
import type { ProductFilter, ProductSort } from './products.list.repo.ts';
import { selectApprovalCounts, selectNetWorthCents, selectProductRows } from './products.list.repo.ts';
import type { ProductRow } from './products.repo.ts';
import { selectStockStateCounts } from './products.stock.repo.ts';
import type { BulkChange } from './vendor-products.repo.ts';
import {
  updateLiveProductsToPaused,
  updateVendorProductStatus,
  updateVendorSalePercentage,
  updateVendorShippingProvider,
} from './vendor-products.repo.ts';

export type { BulkChange } from './vendor-products.repo.ts';

/**
 * What other modules ask of the products module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function approvalCounts(db: Db, vendorId: string): Promise<{ total: number; approved: number }> {
  return selectApprovalCounts(db, vendorId);
}

export function listProductRows(
  db: Db,
  filter: ProductFilter,
  sort: ProductSort,
  position: PagePosition,
  limit: number,
): Promise<{ rows: ProductRow[]; nextCursor: string | null }> {
  return selectProductRows(db, filter, sort, position, limit);
}

export function netWorthCents(db: Db, vendorId: string | undefined): Promise<number> {
  return selectNetWorthCents(db, vendorId);
}

export function stockStateCounts(db: Db, vendorId: string | undefined): Promise<{ low: number; out: number }> {
  return selectStockStateCounts(db, vendorId);
}

export function pauseLiveProductsOf(db: Db, vendorId: string): Promise<number> {
  return updateLiveProductsToPaused(db, vendorId);
}

export function setVendorProductStatus(db: Db, vendorId: string, status: 'active' | 'paused'): Promise<BulkChange> {
  return updateVendorProductStatus(db, vendorId, status);
}

export function setVendorSalePercentage(db: Db, vendorId: string, percentage: number): Promise<BulkChange> {
  return updateVendorSalePercentage(db, vendorId, percentage);
}

export function setVendorShippingProvider(db: Db, vendorId: string, provider: ShippingProvider): Promise<BulkChange> {
  return updateVendorShippingProvider(db, vendorId, provider);
}
