import {
  type CreateVendorInput,
  type CreateVendorResponse,
  PAGE_SIZE,
  type Paginated,
  type ProductDto,
  type PublicUser,
  type SaleDto,
  type ShippingProvider,
  VENDOR_PAGE_SIZE,
  type VendorActiveResponse,
  type VendorAssetResponse,
  type VendorBulkResponse,
  type VendorDetailsInput,
  type VendorDetailsResponse,
  type VendorListResponse,
  type VendorSort,
} from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { updateSessionUser } from '../auth/index.ts';

export interface VendorListParams {
  page: number;
  q: string;
  sort: VendorSort;
}

/** The three tabs of the vendors list, one page each, in one call. */
export function vendorListQuery(adminId: string, { page, q, sort }: VendorListParams) {
  const params = new URLSearchParams({ page: String(page), limit: String(VENDOR_PAGE_SIZE), sort });
  if (q.trim() !== '') params.set('q', q.trim());
  return queryOptions({
    queryKey: ['vendors', 'list', { page, q, sort }],
    queryFn: () => api.get<VendorListResponse>(`/api/user/${adminId}/vendor_all?${params}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * The vendor with their first page of products and of sales. Those pages go into the caches of the
 * Product and Sales tabs, so opening a tab asks for nothing more until the user turns the page.
 */
export function vendorAssetQuery(adminId: string, vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', 'asset', vendorId],
    queryFn: async () => {
      const asset = await api.get<VendorAssetResponse>(`/api/vendor/${adminId}/${vendorId}/asset`);
      queryClient.setQueryData(vendorProductsQuery(vendorId, 1).queryKey, asset.products);
      queryClient.setQueryData(vendorSalesQuery(vendorId, 1).queryKey, asset.sales);
      return asset;
    },
  });
}

/**
 * One page of the vendor's products. Under the products key, so that pausing, approving or deleting
 * one of them (features/products) asks for it again.
 */
export function vendorProductsQuery(vendorId: string, page: number) {
  const params = new URLSearchParams({ vendorId, page: String(page), limit: String(PAGE_SIZE.products) });
  return queryOptions({
    queryKey: ['products', 'vendor', vendorId, page],
    queryFn: () => api.get<Paginated<ProductDto>>(`/api/product/list?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** One page of the vendor's sales, under the sales key so that a status change refreshes it. */
export function vendorSalesQuery(vendorId: string, page: number) {
  const params = new URLSearchParams({ vendorId, page: String(page), limit: String(PAGE_SIZE.sales) });
  return queryOptions({
    queryKey: ['sales', 'vendor', vendorId, page],
    queryFn: () => api.get<Paginated<SaleDto>>(`/api/sale/list?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** A vendor changed: every vendor list and screen, and the products they own, are asked again. */
async function vendorsChanged(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['vendors'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['store'] }),
  ]);
}

export async function setVendorActive(adminId: string, vendorId: string, active: boolean) {
  const result = await api.put<VendorActiveResponse>(`/api/user/${adminId}/${vendorId}`, { active });
  await vendorsChanged();
  return result;
}

/** Makes the vendor the one the super admin acts for; the sidebar and the store page follow. */
export async function selectActiveVendor(adminId: string, vendorId: string): Promise<PublicUser> {
  const { user } = await api.get<{ user: PublicUser }>(`/api/user/${adminId}/${vendorId}`);
  updateSessionUser(user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['session'] }),
    queryClient.invalidateQueries({ queryKey: ['store'] }),
  ]);
  return user;
}

export async function createVendor(body: CreateVendorInput): Promise<CreateVendorResponse> {
  const created = await api.post<CreateVendorResponse>('/api/vendor', body);
  await vendorsChanged();
  return created;
}

export async function updateVendorDetails(adminId: string, vendorId: string, body: VendorDetailsInput) {
  const result = await api.put<VendorDetailsResponse>(`/api/vendor/${adminId}/${vendorId}`, body);
  // The signed-in admin carries the active vendor's name and address (sidebar, product form).
  await Promise.all([vendorsChanged(), queryClient.invalidateQueries({ queryKey: ['session'] })]);
  return result;
}

export async function setAllProductStatus(adminId: string, vendorId: string, status: 'active' | 'paused') {
  const result = await api.patch<VendorBulkResponse>(`/api/vendor/${adminId}/${vendorId}/productStatus`, { status });
  await vendorsChanged();
  return result;
}

export async function setVendorSale(adminId: string, vendorId: string, percentage: number) {
  const result = await api.patch<VendorBulkResponse>(`/api/vendor/${adminId}/${vendorId}/saleUpdate`, { percentage });
  await vendorsChanged();
  return result;
}

export async function setVendorShipping(adminId: string, vendorId: string, shipping: ShippingProvider) {
  const result = await api.patch<VendorBulkResponse>(`/api/vendor/${adminId}/${vendorId}/updateShipping`, {
    shipping,
  });
  await vendorsChanged();
  return result;
}
