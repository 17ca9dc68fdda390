import {
  CASE_PAGE_SIZE,
  type CaseDetailDto,
  type CaseStatus,
  type DecideCaseRequest,
  type ResolveCaseRequest,
} from '@soko/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { payoutKeys } from '../payouts/index.ts';
import { returnKeys } from '../returns/index.ts';
import { saleKeys } from '../sales/index.ts';
import { caseKeys } from './keys.ts';

/** The vendor's own cases, or every vendor's for staff, newest first, a page at a time by cursor. */
export function caseListQuery(status: CaseStatus | '') {
  return infiniteQueryOptions({
    queryKey: caseKeys.list(status),
    queryFn: ({ pageParam }) =>
      send(
        apiClient.GET('/api/case/list', {
          params: {
            query: {
              limit: CASE_PAGE_SIZE,
              ...(pageParam ? { cursor: pageParam } : {}),
              ...(status ? { status } : {}),
            },
          },
        }),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The cases of one sale, for its page: far fewer than a page. */
export function casesOfSaleQuery(saleId: string) {
  return queryOptions({
    queryKey: caseKeys.ofSale(saleId),
    queryFn: () => send(apiClient.GET('/api/case/list', { params: { query: { saleId, limit: 100 } } })),
  });
}

export function caseQuery(id: string) {
  return queryOptions({
    queryKey: caseKeys.detail(id),
    queryFn: () => send(apiClient.GET('/api/case/{id}', { params: { path: { id } } })),
  });
}

/**
 * The case as the server now has it goes into the cache; the lists and the work queue follow. A
 * refund or a return also changes the sale, its payout figures and the returns.
 */
async function settled(updated: CaseDetailDto, moneyMoved: boolean): Promise<CaseDetailDto> {
  queryClient.setQueryData(caseKeys.detail(updated.id), updated);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: caseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ...(moneyMoved
      ? [saleKeys.all, payoutKeys.all, returnKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))
      : []),
  ]);
  return updated;
}

export async function writeCaseMessage(id: string, body: string): Promise<CaseDetailDto> {
  const updated = await send(apiClient.POST('/api/case/{id}/messages', { params: { path: { id } }, body: { body } }));
  return settled(updated, false);
}

export async function resolveCase(id: string, body: ResolveCaseRequest): Promise<CaseDetailDto> {
  const updated = await send(apiClient.POST('/api/case/{id}/resolve', { params: { path: { id } }, body }));
  return settled(updated, body.outcome === 'refund' || body.outcome === 'return');
}

export async function decideCase(id: string, body: DecideCaseRequest): Promise<CaseDetailDto> {
  const updated = await send(apiClient.POST('/api/case/{id}/decide', { params: { path: { id } }, body }));
  return settled(updated, body.outcome === 'refund');
}
