import {
  type CreatePayoutRequest,
  IDEMPOTENCY_HEADER,
  type MarkPayoutPaidRequest,
  PAGE_SIZE,
  type PayoutDetailDto,
  type PayoutStatus,
  type SalePayoutState,
} from '@soko/shared';
import { keepPreviousData, partialMatchKey, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { saleKeys } from '../sales/index.ts';
import { payoutKeys } from './keys.ts';

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
  state: SalePayoutState | '';
}

/** A filter left empty is left out. */
const orUndefined = <Value extends string>(value: Value | '') => (value === '' ? undefined : value);

function payoutFilterQuery(filters: PayoutFilters) {
  return {
    vendorId: orUndefined(filters.vendorId),
    from: orUndefined(filters.from),
    to: orUndefined(filters.to),
    status: orUndefined(filters.status),
  };
}

function statementFilterQuery(filters: StatementFilters) {
  return {
    vendorId: orUndefined(filters.vendorId),
    from: orUndefined(filters.from),
    to: orUndefined(filters.to),
    state: orUndefined(filters.state),
  };
}

export function vendorChoicesQuery(adminId: string, q: string, which: 'active' | 'allVendor') {
  const query = { q: q.trim() || undefined, limit: VENDOR_CHOICES, sort: 'name' as const };
  return queryOptions({
    queryKey: payoutKeys.vendorChoice(which, q.trim()),
    queryFn: async () =>
      (await send(apiClient.GET('/api/user/{adminId}/vendor_all', { params: { path: { adminId }, query } })))[which]
        .items,
    placeholderData: keepPreviousData,
  });
}

/** The vendors owed with their amounts, biggest first, for the payout form's picker. */
export function vendorsOwedQuery() {
  return queryOptions({
    queryKey: payoutKeys.owed(),
    queryFn: async () => (await send(apiClient.GET('/api/transfer/owed'))).items,
  });
}

export function remitQuery(vendorId: string, page: number) {
  return queryOptions({
    queryKey: payoutKeys.remit(vendorId, page),
    queryFn: () =>
      send(
        apiClient.GET('/api/transfer/salesRemit/{vendorId}', {
          params: { path: { vendorId }, query: { page, limit: PAGE_SIZE.remit } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function payoutListQuery(filters: PayoutFilters, position: ListPosition) {
  const query = { ...payoutFilterQuery(filters), ...positionQuery(position), limit: PAGE_SIZE.transactions };
  return queryOptions({
    queryKey: payoutKeys.list(filters, position),
    queryFn: () => send(apiClient.GET('/api/transfer', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function payoutQuery(payoutId: string) {
  return queryOptions({
    queryKey: payoutKeys.detail(payoutId),
    queryFn: () => send(apiClient.GET('/api/transfer/{id}', { params: { path: { id: payoutId } } })),
  });
}

export function statementQuery(filters: StatementFilters, page: number) {
  const query = { ...statementFilterQuery(filters), page, limit: PAGE_SIZE.transactions };
  return queryOptions({
    queryKey: payoutKeys.statement(filters, page),
    queryFn: () => send(apiClient.GET('/api/transfer/statement', { params: { query } })),
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
      queryKey: payoutKeys.all,
      predicate: (query) =>
        !partialMatchKey(query.queryKey, payoutKeys.vendorChoices()) &&
        !partialMatchKey(query.queryKey, payoutKeys.detail(payout._id)),
    }),
    queryClient.invalidateQueries({ queryKey: saleKeys.all }),
  ]);
}

export async function createPayout(
  vendorId: string,
  body: CreatePayoutRequest,
  idempotencyKey: string,
): Promise<PayoutDetailDto> {
  const payout = await send(
    apiClient.POST('/api/transfer/{id}', {
      params: { path: { id: vendorId } },
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );
  await payoutChanged(payout);
  return payout;
}

export async function markPayoutPaid(payoutId: string, body: MarkPayoutPaidRequest): Promise<PayoutDetailDto> {
  const payout = await send(apiClient.PUT('/api/transfer/{id}/paid', { params: { path: { id: payoutId } }, body }));
  await payoutChanged(payout);
  return payout;
}

export async function exportPayouts(filters: PayoutFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/transfer/export', { params: { query: payoutFilterQuery(filters) }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'transactions.csv');
}

export async function exportStatement(filters: StatementFilters, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/transfer/statement/export', {
      params: { query: statementFilterQuery(filters) },
      parseAs: 'stream',
    }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'statement.csv');
}

/** The marketplace's tax invoice to the vendor for the fees of one payout, as PDF. */
export async function downloadPayoutInvoice(payoutId: string, onProgress: (progress: DownloadProgress) => void) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/transfer/{id}/invoice.pdf', { params: { path: { id: payoutId } }, parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'tax-invoice.pdf');
}

/**
 * The ABA file that pays `payouts` through the bank, handed to the browser; the server marks them
 * sent to bank. Refused or not, the lists are asked again: a payout may have been paid, or its
 * vendor's bank details held, since the list was loaded.
 */
export async function downloadAbaFile(
  payouts: string[],
  onProgress: (progress: DownloadProgress) => void,
  /** Payouts already sent, put in a file again because the bank refused the first. */
  resend = false,
) {
  try {
    const file = await downloadWithProgress(
      apiClient.POST('/api/transfer/aba', { body: { payouts, resend }, parseAs: 'stream' }),
      onProgress,
    );
    saveFile(file.blob, file.filename ?? 'payouts.aba');
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: payoutKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: payoutKeys.details() }),
    ]);
  }
}
