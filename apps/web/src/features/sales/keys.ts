/**
 * The cache keys of sales. Everything under `saleKeys.all` is asked again when a sale changes, so
 * the vendor page's sales tab (features/vendors) keys its pages here too.
 */
export const saleKeys = {
  all: ['sales'] as const,
  list: (scope: string, page: number, filters: object) => [...saleKeys.all, 'list', scope, page, filters] as const,
  detail: (id: string) => [...saleKeys.all, 'detail', id] as const,
  ofVendor: (vendorId: string, page: number) => [...saleKeys.all, 'vendor', vendorId, page] as const,
  adjustmentNotes: (saleId: string) => [...saleKeys.all, 'adjustment-notes', saleId] as const,
};
