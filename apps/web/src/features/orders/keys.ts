import type { ListPosition } from '../../lib/list-search.ts';

/** The cache keys of orders: a sale's change reaches its order through `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (position: ListPosition, filters: object) => [...orderKeys.all, 'list', position, filters] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
