import type { DashboardDto } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Every figure of the dashboard, in one request. */
export function dashboardQuery() {
  return queryOptions({
    queryKey: ['dashboard'],
    queryFn: () => api.get<DashboardDto>('/api/dashboard'),
  });
}
