/** The cache keys of vendors' teams: the owner's own (`own`), or a vendor's read by staff. */
export const teamKeys = {
  all: ['vendor-team'] as const,
  list: (vendorId: string | 'own') => [...teamKeys.all, 'list', vendorId] as const,
};
