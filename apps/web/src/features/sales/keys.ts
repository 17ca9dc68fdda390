import type { ListPosition } from '../../lib/list-search.ts';

/**
 * The cache keys of sales. Everything under `saleKeys.all` is asked again when a sale changes, so
 * the vendor page's sales tab (features/vendors) keys its pages here too.
 */
export const saleKeys = {
  all: ['sales'] as const,
  list: (scope: string, position: ListPosition, filters: object) =>
    [...saleKeys.all, 'list', scope, position, filters] as const,
  statusCounts: (scope: string, filters: object) => [...saleKeys.all, 'status-counts', scope, filters] as const,
  detail: (id: string) => [...saleKeys.all, 'detail', id] as const,
  ofVendor: (vendorId: string, position: ListPosition) => [...saleKeys.all, 'vendor', vendorId, position] as const,
  adjustmentNotes: (saleId: string) => [...saleKeys.all, 'adjustment-notes', saleId] as const,
};
