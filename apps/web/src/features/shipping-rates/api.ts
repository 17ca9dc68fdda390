import type { SaveShippingRatesRequest, ShippingRatesResponse } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { shippingRateKeys } from './keys.ts';

export type { ShippingRatesResponse };

/** Where rates are set: the page under Store settings. */
export const SHIPPING_RATES_PATH = '/store/shipping-rates';

/**
 * Rates as the server keeps them: a vendor's own (vendorId undefined for the signed-in vendor, or a
 * vendor's id for staff) with the defaults it falls back to, or for staff without a vendor the
 * marketplace's defaults.
 */
export function shippingRatesQuery(vendorId: string | undefined) {
  return queryOptions({
    queryKey: shippingRateKeys.of(vendorId),
    queryFn: () => send(apiClient.GET('/api/shipping-rates', { params: { query: vendorId ? { vendorId } : {} } })),
  });
}

/** Replaces the rates; every cached view of rates is asked again, as a default change reaches every vendor. */
export async function saveShippingRates(vendorId: string | undefined, body: SaveShippingRatesRequest) {
  const saved = await send(
    apiClient.PUT('/api/shipping-rates', { params: { query: vendorId ? { vendorId } : {} }, body }),
  );
  await queryClient.invalidateQueries({ queryKey: shippingRateKeys.all });
  return saved;
}
