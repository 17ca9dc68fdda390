import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';

/** Every figure of the dashboard, in one request. */
export function dashboardQuery() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: () => send(apiClient.GET('/api/dashboard')),
  });
}

/** Staff: the work waiting for them (documents, products, overdue sales, vendors owed, returns waiting). */
export function workQueueQuery() {
  return queryOptions({
    queryKey: ['dashboard', 'work'],
    queryFn: () => send(apiClient.GET('/api/dashboard/work')),
  });
}
