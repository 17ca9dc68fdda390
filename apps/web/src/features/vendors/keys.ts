/**
 * The cache keys of the vendors screens. A vendor's products and sales tabs are keyed by their own
 * features (`productKeys.ofVendor`, `saleKeys.ofVendor`), so that a change there reaches them.
 */
export const vendorKeys = {
  all: ['vendors'] as const,
  list: (params: object) => [...vendorKeys.all, 'list', params] as const,
  asset: (vendorId: string) => [...vendorKeys.all, 'asset', vendorId] as const,
  bankAccount: (vendorId: string) => [...vendorKeys.all, 'bank-account', vendorId] as const,
};
