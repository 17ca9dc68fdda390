import type { ListPosition } from '../../lib/list-search.ts';

/**
 * The cache keys of products. Everything under `productKeys.all` is asked again when a product
 * changes, so the vendor page's products tab (features/vendors) keys its pages here too.
 */
export const productKeys = {
  all: ['products'] as const,
  list: (params: object) => [...productKeys.all, 'list', params] as const,
  searchCounts: (params: object) => [...productKeys.all, 'search-counts', params] as const,
  imports: () => [...productKeys.all, 'import'] as const,
  import: (id: string) => [...productKeys.imports(), id] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  revision: (id: string) => [...productKeys.all, 'revision', id] as const,
  priceHistory: (id: string) => [...productKeys.all, 'price-history', id] as const,
  ofVendor: (vendorId: string, position: ListPosition) => [...productKeys.all, 'vendor', vendorId, position] as const,
};
