import type { JobDto } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';

export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
};

/** Refreshed every 30 s while the page is open: runs end and schedules move on their own. */
export function jobListQuery() {
  return queryOptions({
    queryKey: jobKeys.list(),
    queryFn: async ({ signal }) => (await send(apiClient.GET('/api/jobs', { signal }))).jobs,
    refetchInterval: 30_000,
  });
}

export function runJobRequest(name: string): Promise<JobDto> {
  return send(apiClient.POST('/api/jobs/{name}/run', { params: { path: { name } } }));
}
