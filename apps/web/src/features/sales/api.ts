import {
  IDEMPOTENCY_HEADER,
  PACKING_SLIPS_MAX,
  PAGE_SIZE,
  type RefundRequest,
  type SaleDetailDto,
  type SaleStatus,
  type SaleStatusUpdate,
  type saleListQuerySchema,
} from '@soko/shared';
import { keepPreviousData, partialMatchKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { orderKeys } from '../orders/index.ts';
import { payoutKeys } from '../payouts/index.ts';
import { returnKeys } from '../returns/index.ts';
import { saleKeys } from './keys.ts';

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

function filterQuery(filters: SaleFilters) {
  return {
    q: filters.q.trim() || undefined,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort,
  };
}

export function saleListQuery(scope: SaleScope, position: ListPosition, filters: SaleFilters) {
  const query = { ...positionQuery(position), limit: PAGE_SIZE.sales, ...filterQuery(filters) };
  return queryOptions({
    queryKey: saleKeys.list(scope, position, filters),
    queryFn: () =>
      send(
        scope === 'all'
          ? apiClient.GET('/api/sale/list', { params: { query } })
          : apiClient.GET('/api/sale/mySales', { params: { query } }),
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * A search's count of each status (the Status filter's choices), asked for once the person opens the
 * filter: the first page of one sale with `counts=true`, whatever the status filter.
 */
export function saleStatusCountsQuery(scope: SaleScope, filters: SaleFilters) {
  const query = { page: 1, limit: 1, ...filterQuery({ ...filters, status: '' }), counts: 'true' as const };
  return queryOptions({
    queryKey: saleKeys.statusCounts(scope, { ...filters, status: '' }),
    queryFn: async () => {
      const answer = await send(
        scope === 'all'
          ? apiClient.GET('/api/sale/list', { params: { query } })
          : apiClient.GET('/api/sale/mySales', { params: { query } }),
      );
      return answer.statusCounts ?? null;
    },
  });
}

export function saleQuery(saleId: string) {
  return queryOptions({
    queryKey: saleKeys.detail(saleId),
    queryFn: () => send(apiClient.GET('/api/sale/{id}', { params: { path: { id: saleId } } })),
  });
}

const EXPORT_FALLBACK_NAME = 'sales.csv';

/** Downloads the filtered list as CSV (every page) and hands it to the browser's own download. */
export async function exportSales(filters: SaleFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/sale/export', { params: { query: filterQuery(filters) }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? EXPORT_FALLBACK_NAME);
}

/** The vendor's invoice to the buyer for one sale (a tax invoice when the vendor is GST-registered), as PDF. */
export async function downloadSaleInvoice(saleId: string, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/sale/{id}/invoice.pdf', { params: { path: { id: saleId } }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'invoice.pdf');
}

/** The packing slip of one sale, as PDF: what goes in the parcel, without prices. */
export async function downloadPackingSlip(saleId: string, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/sale/{id}/packing-slip.pdf', { params: { path: { id: saleId } }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'packing-slip.pdf');
}

/** One PDF of the pick list and a packing slip for each of the sales. */
export async function downloadPackingSlips(saleIds: string[], onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.POST('/api/sale/packing-slips.pdf', { body: { saleIds }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'packing-slips.pdf');
}

/**
 * The ids of the sales in Processing, oldest first, up to what one batch of slips prints (`more`
 * says some were left for the next batch): the list is read a full page at a time along its cursor.
 */
export async function processingSaleIds(scope: SaleScope): Promise<{ ids: string[]; more: boolean }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const query = { limit: 100, status: 'Processing' as const, sort: 'oldest' as const, cursor };
    const page = await send(
      scope === 'all'
        ? apiClient.GET('/api/sale/list', { params: { query } })
        : apiClient.GET('/api/sale/mySales', { params: { query } }),
    );
    ids.push(...page.items.map((sale) => sale._id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor && ids.length <= PACKING_SLIPS_MAX);
  return { ids: ids.slice(0, PACKING_SLIPS_MAX), more: ids.length > PACKING_SLIPS_MAX };
}

/** The adjustment notes a sale's refunds issued (asked again with every sale list after a refund). */
export function saleAdjustmentNotesQuery(saleId: string) {
  return queryOptions({
    queryKey: saleKeys.adjustmentNotes(saleId),
    queryFn: () => send(apiClient.GET('/api/sale/{id}/adjustment-notes', { params: { path: { id: saleId } } })),
  });
}

/**
 * The answer is the sale as it now is, so its page shows it at once; every list, order, the
 * dashboard and the payout screens (statement, remit list, payouts: their figures follow the sale's
 * net and refunds) that may show the sale are asked again.
 */
async function saleChanged(sale: SaleDetailDto): Promise<void> {
  queryClient.setQueryData(saleQuery(sale._id).queryKey, sale);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: saleKeys.all,
      predicate: (query) => !partialMatchKey(query.queryKey, saleKeys.detail(sale._id)),
    }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  ]);
}

export async function updateSaleStatus(saleId: string, userId: string, update: SaleStatusUpdate) {
  const sale = await send(
    apiClient.PUT('/api/sale/{saleId}/status/{userId}', { params: { path: { saleId, userId } }, body: update }),
  );
  await saleChanged(sale);
  return sale;
}

/**
 * Refunds the buyer part or all of a sale. `idempotencyKey` is made once per refund dialog, so that
 * a double click or a retry of the same submission records one refund; the answer is the sale.
 */
export async function refundSale(saleId: string, body: RefundRequest, idempotencyKey: string) {
  const sale = await send(
    apiClient.POST('/api/sale/{saleId}/refund', {
      params: { path: { saleId } },
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  await saleChanged(sale);
  if (body.closeReturnId) await queryClient.invalidateQueries({ queryKey: returnKeys.all });
  return sale;
}

/** Super admin: emails the vendor about the sale again, with an optional note. */
export function resendVendorEmail(saleId: string, input: string) {
  return send(apiClient.PUT('/api/sale/sendMail/{id}', { params: { path: { id: saleId } }, body: { input } }));
}
