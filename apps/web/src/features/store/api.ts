import type { MyStoreResponse, StoreDto } from '@soko/shared';

export type { MyStoreResponse };

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';

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
