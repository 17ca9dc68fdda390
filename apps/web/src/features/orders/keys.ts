/** The cache keys of orders: a sale's change reaches its order through `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number, filters: object) => [...orderKeys.all, 'list', page, filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
