/**
 * The cache keys of returns, so that every screen that changes a return (here, or the order page
 * opening one) asks again for exactly what may show it.
 */
export const returnKeys = {
  all: ['returns'] as const,
  list: (status: string, page: number) => [...returnKeys.all, 'list', { status, page }] as const,
  waiting: () => [...returnKeys.all, 'waiting'] as const,
  detail: (id: string) => [...returnKeys.all, 'detail', id] as const,
  /** The returns of one sale (`{ saleId }`) or one order (`{ orderId }`). */
  of: (of: object) => [...returnKeys.all, 'of', of] as const,
};
