import type { payoutScheduleInputSchema, vendorPayoutScheduleInputSchema } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { payoutKeys } from './keys.ts';

export const PAYOUT_SCHEDULE_PATH = '/payout-schedule';

/** The next payout of the signed-in vendor, or for staff of the vendor named. */
export function payoutForecastQuery(vendorId: string | undefined) {
  return queryOptions({
    queryKey: payoutKeys.forecast(vendorId),
    queryFn: () => send(apiClient.GET('/api/payouts/forecast', { params: { query: vendorId ? { vendorId } : {} } })),
  });
}

export function marketplaceScheduleQuery() {
  return queryOptions({
    queryKey: payoutKeys.schedule(),
    queryFn: () => send(apiClient.GET('/api/payout-schedule')),
  });
}

export function vendorScheduleQuery(vendorId: string) {
  return queryOptions({
    queryKey: payoutKeys.vendorSchedule(vendorId),
    queryFn: () => send(apiClient.GET('/api/vendor/{vendorId}/payout-schedule', { params: { path: { vendorId } } })),
  });
}

/** A schedule changes when every vendor is paid: every forecast and schedule is asked again. */
const refresh = () => queryClient.invalidateQueries({ queryKey: payoutKeys.all });

export async function saveMarketplaceSchedule(body: z.input<typeof payoutScheduleInputSchema>) {
  const saved = await send(apiClient.PUT('/api/payout-schedule', { body }));
  await refresh();
  return saved;
}

export async function saveVendorSchedule(vendorId: string, body: z.input<typeof vendorPayoutScheduleInputSchema>) {
  const saved = await send(
    apiClient.PUT('/api/vendor/{vendorId}/payout-schedule', { params: { path: { vendorId } }, body }),
  );
  await refresh();
  return saved;
}
