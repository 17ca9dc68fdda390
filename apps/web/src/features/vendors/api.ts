import {
  type CreateVendorInput,
  type CreateVendorResponse,
  PAGE_SIZE,
  type PublicUser,
  type ShippingProvider,
  VENDOR_PAGE_SIZE,
  type VendorDetailsInput,
  type VendorSort,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { type ListPosition, positionQuery } from '../../lib/list-search.ts';
import { queryClient } from '../../lib/query-client.ts';
import { auditKeys } from '../audit/index.ts';
import { authKeys, updateSessionUser } from '../auth/index.ts';
import { productKeys } from '../products/index.ts';
import { saleKeys } from '../sales/index.ts';
import { storeKeys } from '../store/index.ts';
import { userKeys } from '../users/index.ts';
import { vendorKeys } from './keys.ts';

export interface VendorListParams {
  page: number;
  q: string;
  sort: VendorSort;
}

/** The three tabs of the vendors list, one page each, in one call. */
export function vendorListQuery(adminId: string, { page, q, sort }: VendorListParams) {
  const query = { page, limit: VENDOR_PAGE_SIZE, sort, q: q.trim() || undefined };
  return queryOptions({
    queryKey: vendorKeys.list({ page, q, sort }),
    queryFn: () => send(apiClient.GET('/api/user/{adminId}/vendor_all', { params: { path: { adminId }, query } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The vendor with their first page of products and of sales. Those pages go into the caches of the
 * Product and Sales tabs, so opening a tab asks for nothing more until the user turns the page.
 */
export function vendorAssetQuery(adminId: string, vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.asset(vendorId),
    queryFn: async () => {
      const asset = await send(
        apiClient.GET('/api/vendor/{adminId}/{vendorId}/asset', { params: { path: { adminId, vendorId } } }),
      );
      queryClient.setQueryData(vendorProductsQuery(vendorId, { page: 1 }).queryKey, asset.products);
      queryClient.setQueryData(vendorSalesQuery(vendorId, { page: 1 }).queryKey, asset.sales);
      return asset;
    },
  });
}

/**
 * One page of the vendor's products. Under the products key, so that pausing, approving or deleting
 * one of them (features/products) asks for it again.
 */
export function vendorProductsQuery(vendorId: string, position: ListPosition) {
  const query = { vendorId, ...positionQuery(position), limit: PAGE_SIZE.products };
  return queryOptions({
    queryKey: productKeys.ofVendor(vendorId, position),
    queryFn: () => send(apiClient.GET('/api/product/list', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** One page of the vendor's sales, under the sales key so that a status change refreshes it. */
export function vendorSalesQuery(vendorId: string, position: ListPosition) {
  const query = { vendorId, ...positionQuery(position), limit: PAGE_SIZE.sales };
  return queryOptions({
    queryKey: saleKeys.ofVendor(vendorId, position),
    queryFn: () => send(apiClient.GET('/api/sale/list', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** The vendor's bank account as staff see it: the number masked until revealed. */
export function vendorBankAccountQuery(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.bankAccount(vendorId),
    queryFn: () => send(apiClient.GET('/api/user/{id}/bank', { params: { path: { id: vendorId } } })),
  });
}

/** The full account number. The server writes each reveal to the audit log, which is asked again. */
export async function revealAccountNumber(vendorId: string): Promise<string> {
  const { accountNumber } = await send(
    apiClient.POST('/api/user/{id}/bank/reveal', { params: { path: { id: vendorId } } }),
  );
  await queryClient.invalidateQueries({ queryKey: auditKeys.all });
  return accountNumber;
}

/** A vendor changed: every vendor list and screen, and the products they own, are asked again. */
async function vendorsChanged(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  ]);
}

export async function setVendorActive(adminId: string, vendorId: string, active: boolean) {
  const result = await send(
    apiClient.PUT('/api/user/{adminId}/{vendorId}', { params: { path: { adminId, vendorId } }, body: { active } }),
  );
  await vendorsChanged();
  return result;
}

/** Makes the vendor the one the super admin acts for; the sidebar and the store page follow. */
export async function selectActiveVendor(adminId: string, vendorId: string): Promise<PublicUser> {
  const { user } = await send(
    apiClient.GET('/api/user/{adminId}/{vendorId}', { params: { path: { adminId, vendorId } } }),
  );
  updateSessionUser(user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: authKeys.sessions }),
    queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  ]);
  return user;
}

export async function createVendor(body: CreateVendorInput): Promise<CreateVendorResponse> {
  const created = await send(apiClient.POST('/api/vendor', { body }));
  await vendorsChanged();
  return created;
}

export async function updateVendorDetails(adminId: string, vendorId: string, body: VendorDetailsInput) {
  const result = await send(
    apiClient.PUT('/api/vendor/{adminId}/{vendorId}', { params: { path: { adminId, vendorId } }, body }),
  );
  // The signed-in admin carries the active vendor's name and address (sidebar, product form).
  await Promise.all([vendorsChanged(), queryClient.invalidateQueries({ queryKey: authKeys.sessions })]);
  return result;
}

export async function setAllProductStatus(adminId: string, vendorId: string, status: 'active' | 'paused') {
  const result = await send(
    apiClient.PATCH('/api/vendor/{adminId}/{vendorId}/productStatus', {
      params: { path: { adminId, vendorId } },
      body: { status },
    }),
  );
  await vendorsChanged();
  return result;
}

export async function setVendorSale(adminId: string, vendorId: string, percentage: number) {
  const result = await send(
    apiClient.PATCH('/api/vendor/{adminId}/{vendorId}/saleUpdate', {
      params: { path: { adminId, vendorId } },
      body: { percentage },
    }),
  );
  await vendorsChanged();
  return result;
}

export async function setVendorShipping(adminId: string, vendorId: string, shipping: ShippingProvider) {
  const result = await send(
    apiClient.PATCH('/api/vendor/{adminId}/{vendorId}/updateShipping', {
      params: { path: { adminId, vendorId } },
      body: { shipping },
    }),
  );
  await vendorsChanged();
  return result;
}
