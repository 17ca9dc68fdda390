import type { ReturnDto, ReturnStatus, UpdateReturnRequest } from '@soko/shared';
import { keepPreviousData, partialMatchKey, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { orderKeys } from '../orders/index.ts';
import { payoutKeys } from '../payouts/index.ts';
import { productKeys } from '../products/index.ts';
import { saleKeys } from '../sales/index.ts';
import { returnKeys } from './keys.ts';

/** Returns the list page asks for at a time (the API's default page size). */
export const RETURN_PAGE_SIZE = 10;

/** The returns a sale or an order page asks for: far more than one sale or order ever has. */
export const RETURNS_OF_LIMIT = 100;

/** Whose returns a sale or an order page shows: one sale's, or one order's (every vendor's, for staff). */
export type ReturnsOf = { saleId: string } | { orderId: string };

/** The vendor's own returns, or every vendor's for staff: the server decides by the session. */
export function returnListQuery(status: ReturnStatus | '', page: number) {
  return queryOptions({
    queryKey: returnKeys.list(status, page),
    queryFn: () =>
      send(
        apiClient.GET('/api/returns', {
          params: { query: { page, limit: RETURN_PAGE_SIZE, status: status || undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many returns wait for a decision (requested): one row asked for, the total counted. */
export function returnsWaitingQuery() {
  return queryOptions({
    queryKey: returnKeys.waiting(),
    queryFn: async () =>
      (await send(apiClient.GET('/api/returns', { params: { query: { status: 'requested', limit: 1 } } }))).total,
  });
}

/** The returns of one sale or one order, newest first, for its page; the server keeps a vendor to their own. */
export function returnsOfQuery(of: ReturnsOf) {
  return queryOptions({
    queryKey: returnKeys.of(of),
    queryFn: () => send(apiClient.GET('/api/returns', { params: { query: { ...of, limit: RETURNS_OF_LIMIT } } })),
  });
}

export function returnQuery(id: string) {
  return queryOptions({
    queryKey: returnKeys.detail(id),
    queryFn: () => send(apiClient.GET('/api/returns/{id}', { params: { path: { id } } })),
  });
}

/**
 * Moves a return on (approve, reject with a reason, receive, refund). The answer is the return as it
 * now is; the lists, the count and the dashboard follow. A refund also changes the sale, its order,
 * the payout figures and the restocked products, so those are asked again too.
 */
export async function updateReturn(id: string, body: UpdateReturnRequest): Promise<ReturnDto> {
  const updated = await send(apiClient.PUT('/api/returns/{id}', { params: { path: { id } }, body }));
  queryClient.setQueryData(returnKeys.detail(id), updated);
  const refunded = updated.status === 'refunded';
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: returnKeys.all,
      predicate: (query) => !partialMatchKey(query.queryKey, returnKeys.detail(id)),
    }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ...(refunded
      ? [saleKeys.all, orderKeys.all, payoutKeys.all, productKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        )
      : []),
  ]);
  return updated;
}
