import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { dashboardKeys } from './keys.ts';

/** Every figure of the dashboard, in one request. */
export function dashboardQuery() {
  return queryOptions({
    queryKey: dashboardKeys.figures(),
    queryFn: () => send(apiClient.GET('/api/dashboard')),
  });
}

/** Staff: the work waiting for them (documents, products, overdue sales, vendors owed, returns waiting). */
export function workQueueQuery() {
  return queryOptions({
    queryKey: dashboardKeys.work(),
    queryFn: () => send(apiClient.GET('/api/dashboard/work')),
  });
}

/** Products low on stock, out of stock and on a retired carrier (Sendle), from kept figures. */
export function stockCountsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.stock(),
    queryFn: () => send(apiClient.GET('/api/product/stock-counts')),
  });
}
