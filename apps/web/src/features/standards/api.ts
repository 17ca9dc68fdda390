import type { StandardThresholds, VendorStanding } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { type DownloadProgress, downloadWithProgress, saveFile } from '../../lib/download.ts';
import { queryClient } from '../../lib/query-client.ts';
import { standardsKeys } from './keys.ts';

/** One vendor's standards, counted now: the signed-in vendor's own, or the named vendor's for staff. */
export function standardsQuery(vendorId: string, cursor = '') {
  return queryOptions({
    queryKey: standardsKeys.vendor(vendorId, cursor),
    queryFn: () =>
      send(
        apiClient.GET('/api/standards', {
          params: { query: { vendorId: vendorId || undefined, cursor: cursor || undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every vendor's kept standards, worst first (staff). */
export function standardsVendorsQuery(status: VendorStanding | '', cursor: string) {
  return queryOptions({
    queryKey: standardsKeys.list(status, cursor),
    queryFn: () =>
      send(
        apiClient.GET('/api/standards/vendors', {
          params: { query: { status: status || undefined, cursor: cursor || undefined } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function exportStandardsVendors(
  status: VendorStanding | '',
  onProgress: (progress: DownloadProgress) => void,
) {
  const file = await downloadWithProgress(
    apiClient.GET('/api/standards/vendors.csv', {
      params: { query: { status: status || undefined } },
      parseAs: 'stream',
    }),
    onProgress,
  );
  saveFile(file.blob, file.filename ?? 'standards.csv');
}

export function standardsSettingsQuery() {
  return queryOptions({
    queryKey: standardsKeys.settings(),
    queryFn: () => send(apiClient.GET('/api/standards/settings')),
  });
}

/** Saves the thresholds (super admin); every standards view is asked again, the list rated anew. */
export async function saveStandardsSettings(thresholds: StandardThresholds) {
  const saved = await send(apiClient.PUT('/api/standards/settings', { body: { thresholds } }));
  queryClient.setQueryData(standardsKeys.settings(), saved);
  await queryClient.invalidateQueries({ queryKey: standardsKeys.all });
  return saved;
}
