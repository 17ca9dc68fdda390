import {
  type CreatePayoutRequest,
  IDEMPOTENCY_HEADER,
  type MarkPayoutPaidRequest,
  PAGE_SIZE,
  type PayoutDetailDto,
  type PayoutListDto,
  type PayoutStatus,
  type RemitListDto,
  type StatementDto,
  type VendorListResponse,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Vendors the picker offers for one search. */
export const VENDOR_CHOICES = 20;

/** Filters of the payouts list; empty strings mean "not filtered". */
export interface PayoutFilters {
  vendorId: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  status: PayoutStatus | '';
}

/** Filters of the statement; empty strings mean "not filtered". */
export interface StatementFilters {
  vendorId: string;
  from: string;
  to: string;
  paid: 'true' | 'false' | '';
}

function params(values: Record<string, string>): URLSearchParams {
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== '') result.set(key, value);
  return result;
}

export function vendorChoicesQuery(adminId: string, q: string, which: 'active' | 'allVendor') {
  const search = params({ q: q.trim(), limit: String(VENDOR_CHOICES), sort: 'name' });
  return queryOptions({
    queryKey: ['payouts', 'vendors', which, q.trim()],
    queryFn: async () => (await api.get<VendorListResponse>(`/api/user/${adminId}/vendor_all?${search}`))[which].items,
    placeholderData: keepPreviousData,
  });
}

export function remitQuery(vendorId: string, page: number) {
  return queryOptions({
    queryKey: ['payouts', 'remit', vendorId, page],
    queryFn: () => api.get<RemitListDto>(`/api/transfer/salesRemit/${vendorId}?page=${page}&limit=${PAGE_SIZE.remit}`),
    placeholderData: keepPreviousData,
  });
}

export function payoutListQuery(filters: PayoutFilters, page: number) {
  const search = params({ ...filters, page: String(page), limit: String(PAGE_SIZE.transactions) });
  return queryOptions({
    queryKey: ['payouts', 'list', filters, page],
    queryFn: () => api.get<PayoutListDto>(`/api/transfer?${search}`),
    placeholderData: keepPreviousData,
  });
}

export function payoutQuery(payoutId: string) {
  return queryOptions({
    queryKey: ['payouts', 'detail', payoutId],
    queryFn: () => api.get<PayoutDetailDto>(`/api/transfer/${payoutId}`),
  });
}

export function statementQuery(filters: StatementFilters, page: number) {
  const search = params({ ...filters, page: String(page), limit: String(PAGE_SIZE.transactions) });
  return queryOptions({
    queryKey: ['payouts', 'statement', filters, page],
    queryFn: () => api.get<StatementDto>(`/api/transfer/statement?${search}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * A payout changes the remit list, the reports, the statement and every sale it paid (which can no
 * longer change): all of them are asked again; the payout's own page gets the answer directly.
 */
async function payoutChanged(payout: PayoutDetailDto): Promise<void> {
  queryClient.setQueryData(payoutQuery(payout._id).queryKey, payout);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: ['payouts'],
      predicate: (query) => query.queryKey[1] !== 'vendors' && query.queryKey[2] !== payout._id,
    }),
    queryClient.invalidateQueries({ queryKey: ['sales'] }),
  ]);
}

/** A fresh key per confirmed payout: a retry of the same request with it can never pay twice. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export async function createPayout(
  vendorId: string,
  body: CreatePayoutRequest,
  idempotencyKey: string,
): Promise<PayoutDetailDto> {
  const payout = await api.post<PayoutDetailDto>(`/api/transfer/${vendorId}`, body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
  await payoutChanged(payout);
  return payout;
}

export async function markPayoutPaid(payoutId: string, body: MarkPayoutPaidRequest): Promise<PayoutDetailDto> {
  const payout = await api.put<PayoutDetailDto>(`/api/transfer/${payoutId}/paid`, body);
  await payoutChanged(payout);
  return payout;
}

export async function exportPayouts(filters: PayoutFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(`/api/transfer/export?${params({ ...filters })}`, onProgress);
  saveFile(file.blob, file.filename ?? 'transactions.csv');
}

export async function exportStatement(filters: StatementFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(`/api/transfer/statement/export?${params({ ...filters })}`, onProgress);
  saveFile(file.blob, file.filename ?? 'statement.csv');
}
