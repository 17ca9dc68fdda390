import { IDEMPOTENCY_HEADER, type OpenReturnRequest, type OrderDto, PAGE_SIZE } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { returnKeys } from '../returns/index.ts';
import { orderKeys } from './keys.ts';

/** The filters of the order list; empty strings mean "not filtered". */
export interface OrderFilters {
  q: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export function orderListQuery(position: ListPosition, filters: OrderFilters) {
  const query = {
    ...positionQuery(position),
    limit: PAGE_SIZE.orders,
    q: filters.q.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  return queryOptions({
    queryKey: orderKeys.list(position, filters),
    queryFn: () => send(apiClient.GET('/api/order/list', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => send(apiClient.GET('/api/order/{id}', { params: { path: { id: orderId } } })),
  });
}

/** How many things the customer bought: the quantities of every line. */
export function itemCount(order: Pick<OrderDto, 'products'>): number {
  return order.products.reduce((sum, product) => sum + product.qty, 0);
}

/**
 * Staff open a return for the buyer (one per vendor whose items are named). `idempotencyKey` is made
 * once per opened dialog, so that a double click or a retry opens the returns once; the returns
 * list, its count and the dashboard then show them.
 */
export async function openReturn(orderId: string, body: OpenReturnRequest, idempotencyKey: string) {
  const opened = await send(
    apiClient.POST('/api/order/{orderId}/returns', {
      params: { path: { orderId } },
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: returnKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
  return opened.returns;
}
