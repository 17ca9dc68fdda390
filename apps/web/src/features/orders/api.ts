import { type OrderDto, PAGE_SIZE, type Paginated } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The filters of the order list; empty strings mean "not filtered". */
export interface OrderFilters {
  q: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export function orderListQuery(page: number, filters: OrderFilters) {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE.orders) });
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  return queryOptions({
    queryKey: ['orders', 'list', page, filters],
    queryFn: () => api.get<Paginated<OrderDto>>(`/api/order/list?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => api.get<OrderDto>(`/api/order/${orderId}`),
  });
}

/** How many things the customer bought: the quantities of every line. */
export function itemCount(order: Pick<OrderDto, 'products'>): number {
  return order.products.reduce((sum, product) => sum + product.qty, 0);
}
