import type { MyStoreResponse, StoreDto } from '@soko/shared';

export type { MyStoreResponse };

import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { storeKeys } from './keys.ts';

export function myStoreQuery() {
  return queryOptions({
    queryKey: storeKeys.mine(),
    queryFn: () => send(apiClient.GET('/api/store/me')),
  });
}

/** The store's bio and its low-stock threshold (empty: 3); both are sent, so saving one keeps the other. */
export async function saveStore(values: {
  bio: string;
  lowStockThreshold: number | string;
}): Promise<{ store: StoreDto; msg: string }> {
  const saved = await send(
    apiClient.POST('/api/store/me', {
      body: { bio: values.bio, lowStockThreshold: values.lowStockThreshold === '' ? null : values.lowStockThreshold },
    }),
  );
  await queryClient.invalidateQueries({ queryKey: storeKeys.all });
  return saved;
}
