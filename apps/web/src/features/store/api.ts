import type { ProductDto, StoreDto, StorePerformance } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

export interface MyStoreResponse {
  store: StoreDto | null;
  /** The store's approved and active products, newest first. */
  product: ProductDto[];
  performance: StorePerformance;
}

export function myStoreQuery() {
  return queryOptions({
    queryKey: ['store', 'me'],
    queryFn: () => api.get<MyStoreResponse>('/api/store/me'),
  });
}

export async function saveStore(bio: string): Promise<{ store: StoreDto; msg: string }> {
  const saved = await api.post<{ store: StoreDto; msg: string }>('/api/store/me', { bio });
  await queryClient.invalidateQueries({ queryKey: ['store'] });
  return saved;
}
