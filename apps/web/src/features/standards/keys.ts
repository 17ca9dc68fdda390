/** The cache keys of the service standards, so that a change of thresholds asks every view again. */
export const standardsKeys = {
  all: ['standards'] as const,
  /** One vendor's figures and a page of its sales (`vendorId` empty: the signed-in vendor's own). */
  vendor: (vendorId: string, cursor: string) => [...standardsKeys.all, 'vendor', { vendorId, cursor }] as const,
  list: (status: string, cursor: string) => [...standardsKeys.all, 'list', { status, cursor }] as const,
  settings: () => [...standardsKeys.all, 'settings'] as const,
};
