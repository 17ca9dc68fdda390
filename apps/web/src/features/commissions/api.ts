import type { CommissionRuleInput, commissionRuleInputSchema } from '@soko/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { commissionKeys, type FeePreviewParams } from './keys.ts';

export const COMMISSION_RULES_PATH = '/commission-rules';
export const MY_FEES_PATH = '/store/fees';

/** A rule as the form sends it: amounts and the percentage as typed, instants with their offset. */
export type CommissionRuleBody = z.input<typeof commissionRuleInputSchema>;
export type { CommissionRuleInput };

export function commissionRulesQuery() {
  return queryOptions({
    queryKey: commissionKeys.list(),
    queryFn: () => send(apiClient.GET('/api/commission-rules')),
  });
}

/** The rates that can apply to a vendor: the signed-in vendor's, or for staff the vendor named. */
export function myCommissionRulesQuery(vendorId: string | undefined) {
  return queryOptions({
    queryKey: commissionKeys.mine(vendorId),
    queryFn: () =>
      send(apiClient.GET('/api/commission-rules/mine', { params: { query: vendorId ? { vendorId } : {} } })),
  });
}

/** The fee a line at this price would pay now; asked only for a price that parses. */
export function feePreviewQuery(params: FeePreviewParams) {
  return queryOptions({
    queryKey: commissionKeys.preview(params),
    queryFn: () =>
      send(
        apiClient.GET('/api/commission-rules/preview', {
          params: {
            query: {
              price: params.price,
              ...(params.vendorId ? { vendorId: params.vendorId } : {}),
              ...(params.categoryId ? { categoryId: params.categoryId } : {}),
            },
          },
        }),
      ),
    enabled: /^\d+(\.\d{1,2})?$/.test(params.price),
    placeholderData: keepPreviousData,
  });
}

const refreshRules = () => queryClient.invalidateQueries({ queryKey: commissionKeys.all });

export async function saveCommissionRule(id: string | null, body: CommissionRuleBody) {
  const saved = await send(
    id === null
      ? apiClient.POST('/api/commission-rules', { body })
      : apiClient.PUT('/api/commission-rules/{id}', { params: { path: { id } }, body }),
  );
  await refreshRules();
  return saved;
}

export async function deleteCommissionRule(id: string) {
  const deleted = await send(apiClient.DELETE('/api/commission-rules/{id}', { params: { path: { id } } }));
  await refreshRules();
  return deleted;
}
