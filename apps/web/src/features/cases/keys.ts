/** The cache keys of cases, so that every screen that changes a case asks again for what shows it. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (status: string) => [...caseKeys.lists(), { status }] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
  ofSale: (saleId: string) => [...caseKeys.all, 'of', saleId] as const,
};
