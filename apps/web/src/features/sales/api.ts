import {
  PAGE_SIZE,
  type Paginated,
  type SaleDetailDto,
  type SaleDto,
  type SaleStatus,
  type SaleStatusUpdate,
  type saleListQuerySchema,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/query-client.ts';

export type SaleSort = z.output<typeof saleListQuerySchema>['sort'];

/** The filters of the sale list; empty strings mean "not filtered". */
export interface SaleFilters {
  q: string;
  status: SaleStatus | '';
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  sort: SaleSort;
}

/** Which list the user sees: a vendor their own sales, the super admin every vendor's. */
export type SaleScope = 'mine' | 'all';

function filterParams(filters: SaleFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q !== '') params.set('q', q);
  if (filters.status !== '') params.set('status', filters.status);
  if (filters.from !== '') params.set('from', filters.from);
  if (filters.to !== '') params.set('to', filters.to);
  params.set('sort', filters.sort);
  return params;
}

export function saleListQuery(scope: SaleScope, page: number, filters: SaleFilters) {
  const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE.sales) });
  for (const [key, value] of filterParams(filters)) params.set(key, value);
  const path = scope === 'all' ? '/api/sale/list' : '/api/sale/mySales';
  return queryOptions({
    queryKey: ['sales', 'list', scope, page, filters],
    queryFn: () => api.get<Paginated<SaleDto>>(`${path}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function saleQuery(saleId: string) {
  return queryOptions({
    queryKey: ['sales', 'detail', saleId],
    queryFn: () => api.get<SaleDetailDto>(`/api/sale/${saleId}`),
  });
}

const EXPORT_FALLBACK_NAME = 'sales.csv';

/** Downloads the filtered list as CSV (every page) and hands it to the browser's own download. */
export async function exportSales(filters: SaleFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(`/api/sale/export?${filterParams(filters)}`, onProgress);
  saveFile(file.blob, file.filename ?? EXPORT_FALLBACK_NAME);
}

/**
 * The answer is the sale as it now is, so its page shows it at once; every list, order and the
 * dashboard that may show the sale is asked again.
 */
async function saleChanged(sale: SaleDetailDto): Promise<void> {
  queryClient.setQueryData(saleQuery(sale._id).queryKey, sale);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['sales'],
      predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey[2] === sale._id),
    }),
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}

export async function updateSaleStatus(saleId: string, userId: string, update: SaleStatusUpdate) {
  const sale = await api.put<SaleDetailDto>(`/api/sale/${saleId}/status/${userId}`, update);
  await saleChanged(sale);
  return sale;
}

/** Super admin: emails the vendor about the sale again, with an optional note. */
export function resendVendorEmail(saleId: string, input: string) {
  return api.put<{ msg: string }>(`/api/sale/sendMail/${saleId}`, { input });
}
