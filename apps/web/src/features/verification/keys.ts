/** The cache keys of identity review and vendors' changes of details: a decision asks them all again. */
export const verificationKeys = {
  all: ['verification'] as const,
  queue: (status: string, page: number) => [...verificationKeys.all, 'queue', status, page] as const,
  changesWaiting: () => [...verificationKeys.all, 'changes-waiting'] as const,
  vendor: (vendorId: string) => [...verificationKeys.all, 'vendor', vendorId] as const,
  document: (documentId: string) => [...verificationKeys.all, 'document', documentId] as const,
};
