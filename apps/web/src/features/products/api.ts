import {
  type ApprovalState,
  PAGE_SIZE,
  type ProductBulkRequest,
  type ProductBulkResponse,
  type ProductDto,
  type ProductImportJob,
  type ProductImportReport,
  type productListQuerySchema,
  type ShippingProvider,
} from '@soko/shared';
import { keepPreviousData, partialMatchKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { uploadWithProgress } from '../../lib/upload.ts';
import { dashboardKeys } from '../dashboard/index.ts';
import { storeKeys } from '../store/index.ts';
import type { ProductBody } from './form-model.ts';
import { productKeys } from './keys.ts';

export type ProductSort = z.output<typeof productListQuerySchema>['sort'];

export interface ProductListParams {
  position: ListPosition;
  q: string;
  sort: ProductSort;
  /** Only products in this review state (`revision`: changes waiting for review); empty for all. */
  approval: ApprovalState | 'revision' | '';
  /** Low or out of stock; empty for all. */
  stock: StockFilter;
  /** Products shipping with this provider (the retired-carrier notices link here); empty for all. */
  shippingProvider: ShippingProvider | '';
}

export type StockFilter = 'low' | 'out' | '';

export function productListQuery({ position, q, sort, approval, stock, shippingProvider }: ProductListParams) {
  const query = {
    ...positionQuery(position),
    limit: PAGE_SIZE.products,
    sort,
    q: q.trim() || undefined,
    approval: approval || undefined,
    stock: stock || undefined,
    shippingProvider: shippingProvider || undefined,
  };
  return queryOptions({
    queryKey: productKeys.list({ position, q, sort, approval, stock, shippingProvider }),
    queryFn: () => send(apiClient.GET('/api/product/list', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * A search's count of each approval state (the Approval filter's choices), asked for once the person
 * opens the filter: one product with `counts=true`, whatever the approval filter.
 */
export function productApprovalCountsQuery({
  q,
  stock,
  shippingProvider,
}: Omit<ProductListParams, 'position' | 'sort' | 'approval'>) {
  const query = {
    page: 1,
    limit: 1,
    q: q.trim() || undefined,
    stock: stock || undefined,
    shippingProvider: shippingProvider || undefined,
    counts: 'true' as const,
  };
  return queryOptions({
    queryKey: productKeys.searchCounts({ q, stock, shippingProvider }),
    queryFn: async () => (await send(apiClient.GET('/api/product/list', { params: { query } }))).approvalCounts ?? null,
  });
}

export function productQuery(productId: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: () => send(apiClient.GET('/api/product/{id}', { params: { path: { id: productId } } })),
  });
}

/** Every price the product and its variants had, with its period (docs/product.md "Sales and honest prices"). */
export function productPriceHistoryQuery(productId: string) {
  return queryOptions({
    queryKey: productKeys.priceHistory(productId),
    queryFn: () => send(apiClient.GET('/api/product/{id}/price-history', { params: { path: { id: productId } } })),
  });
}

/** An approved product (before) beside its changes waiting for review or last rejected (after). */
export function productRevisionQuery(productId: string) {
  return queryOptions({
    queryKey: productKeys.revision(productId),
    queryFn: () => send(apiClient.GET('/api/product/{id}/revision', { params: { path: { id: productId } } })),
  });
}

/**
 * A changed product shows in every product query (lists, totals) and on the store page. Its own
 * page gets the server's answer directly rather than asking again.
 */
async function productChanged(productId: string, product?: ProductDto): Promise<void> {
  if (product) queryClient.setQueryData(productQuery(productId).queryKey, product);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: productKeys.all,
      predicate: (query) => !partialMatchKey(query.queryKey, productKeys.detail(productId)),
    }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
    // The staff work queue counts products and revisions waiting.
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

/** Drops a deleted product's page from the cache, once that page is closed. */
export function forgetProduct(productId: string): void {
  queryClient.removeQueries({ queryKey: productQuery(productId).queryKey });
}

export async function toggleProductStatus(productId: string, userId: string): Promise<ProductDto> {
  const product = await send(
    apiClient.GET('/api/product/{id}/{userId}', { params: { path: { id: productId, userId } } }),
  );
  await productChanged(product._id, product);
  return product;
}

/** Approve, or take an approved product back to pending; rejecting needs a reason (rejectProduct). */
export type ApprovalAction = 'approve' | 'pending';

export async function setProductApproval(productId: string, userId: string, action: ApprovalAction) {
  const product = await send(
    apiClient.GET('/api/product/{id}/{userId}/approve', {
      params: { path: { id: productId, userId }, query: { action } },
    }),
  );
  await productChanged(product._id, product);
  return product;
}

export async function rejectProduct(productId: string, reason: string) {
  const product = await send(
    apiClient.PUT('/api/product/{id}/reject', { params: { path: { id: productId } }, body: { reason } }),
  );
  await productChanged(product._id, product);
  return product;
}

export async function approveProductRevision(productId: string): Promise<ProductDto> {
  const product = await send(
    apiClient.PUT('/api/product/{id}/revision/approve', { params: { path: { id: productId } } }),
  );
  await productChanged(product._id, product);
  return product;
}

export async function rejectProductRevision(productId: string, reason: string): Promise<ProductDto> {
  const product = await send(
    apiClient.PUT('/api/product/{id}/revision/reject', { params: { path: { id: productId } }, body: { reason } }),
  );
  await productChanged(product._id, product);
  return product;
}

export async function deleteProduct(productId: string, userId: string): Promise<{ msg: string }> {
  const result = await send(
    apiClient.DELETE('/api/product/{id}/{userId}', { params: { path: { id: productId, userId } } }),
  );
  await productChanged(productId);
  return result;
}

/** A copy of the product as a new product waiting for approval; the lists show it. */
export async function duplicateProduct(productId: string): Promise<ProductDto> {
  const copy = await send(apiClient.POST('/api/product/{id}/duplicate', { params: { path: { id: productId } } }));
  await productChanged(copy._id, copy);
  return copy;
}

export async function deleteProductImage(productId: string, userId: string, imageId: string): Promise<ProductDto> {
  const product = await send(
    apiClient.GET('/api/product/{id}/{userId}/img/{imageId}', { params: { path: { id: productId, userId, imageId } } }),
  );
  await productChanged(product._id, product);
  return product;
}

export async function addProduct(body: ProductBody, onProgress: (fraction: number) => void): Promise<ProductDto> {
  const product = await send(apiClient.POST('/api/product/add', { body, ...uploadWithProgress(onProgress) }));
  await productChanged(product._id, product);
  return product;
}

export async function updateProduct(
  productId: string,
  userId: string,
  body: ProductBody,
  onProgress: (fraction: number) => void,
): Promise<ProductDto> {
  const product = await send(
    apiClient.PUT('/api/product/{id}/{userId}', {
      params: { path: { id: productId, userId } },
      body,
      ...uploadWithProgress(onProgress),
    }),
  );
  await productChanged(product._id, product);
  return product;
}

/** The vendor's products as CSV in the import's template (docs/product.md, "Products: import and export by CSV"). */
export async function exportProducts(onProgress: (progress: DownloadProgress) => void): Promise<void> {
  const file = await downloadWithProgress(apiClient.GET('/api/product/export.csv', { parseAs: 'stream' }), onProgress);
  saveFile(file.blob, file.filename ?? 'products.csv');
}

export async function downloadImportTemplate(onProgress: (progress: DownloadProgress) => void): Promise<void> {
  const file = await downloadWithProgress(
    apiClient.GET('/api/product/import-template.csv', { parseAs: 'stream' }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'product-import-template.csv');
}

/** What an import is sent besides its file: the category of the products whose row names no Soko one. */
export interface ImportChoice {
  file: File;
  /** The photos the rows name by file name, as one ZIP. */
  photos: File | null;
  defaultCategory: string | null;
}

function sendImportFile(
  { file, photos, defaultCategory }: ImportChoice,
  dryRun: boolean,
  onProgress: (fraction: number) => void,
) {
  return send(
    apiClient.POST('/api/product/import', {
      params: { query: { dryRun: dryRun ? 'true' : 'false' } },
      body: { file, ...(photos ? { images: photos } : {}), ...(defaultCategory ? { defaultCategory } : {}) },
      ...uploadWithProgress(onProgress),
    }),
  );
}

/** Sends a CSV file to check: the report of what applying it would do; nothing changes. */
export async function checkProductImport(
  file: ImportChoice,
  onProgress: (fraction: number) => void,
): Promise<ProductImportReport> {
  const answer = await sendImportFile(file, true, onProgress);
  if (!('products' in answer)) throw new Error('The server applied the file instead of checking it');
  return answer;
}

/** Sends a CSV file to apply: the server applies it in the background, followed by `productImportQuery`. */
export async function applyProductImport(
  file: ImportChoice,
  onProgress: (fraction: number) => void,
): Promise<ProductImportJob> {
  const answer = await sendImportFile(file, false, onProgress);
  if (!('processed' in answer)) throw new Error('The server checked the file instead of applying it');
  return answer;
}

/** How often the screen asks after an import being applied. */
const IMPORT_POLL_MS = 1_000;

/** An import being applied, asked again each second until it ends; its end refreshes the product lists. */
export function productImportQuery(id: string) {
  return queryOptions({
    queryKey: productKeys.import(id),
    queryFn: async () => {
      const job = await send(apiClient.GET('/api/product/import/{id}', { params: { path: { id } } }));
      if (job.status === 'done' || job.status === 'failed') {
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: productKeys.all,
            predicate: (cached) => !partialMatchKey(cached.queryKey, productKeys.imports()),
          }),
          queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        ]);
      }
      return job;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : IMPORT_POLL_MS,
  });
}

/** Many products at once (`dryRun`: only what would change); the lists and the dashboard ask again after a real change. */
export async function bulkEditProducts(body: ProductBulkRequest): Promise<ProductBulkResponse> {
  const result = await send(apiClient.POST('/api/product/bulk', { body }));
  if (!result.dryRun) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: productKeys.all }),
      queryClient.invalidateQueries({ queryKey: storeKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
  }
  return result;
}
