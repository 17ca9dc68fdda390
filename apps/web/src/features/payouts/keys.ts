import type { ListPosition } from '../../lib/list-search.ts';

/** The cache keys of payouts: the remit list, the reports, the statement and the vendor picker. */
export const payoutKeys = {
  all: ['payouts'] as const,
  /** The vendor picker's searches, which no payout changes. */
  vendorChoices: () => [...payoutKeys.all, 'vendors'] as const,
  vendorChoice: (which: string, q: string) => [...payoutKeys.vendorChoices(), which, q] as const,
  /** Who is owed how much: every payout changes it. */
  owed: () => [...payoutKeys.all, 'owed'] as const,
  remit: (vendorId: string, page: number) => [...payoutKeys.all, 'remit', vendorId, page] as const,
  lists: () => [...payoutKeys.all, 'list'] as const,
  list: (filters: object, position: ListPosition) => [...payoutKeys.lists(), filters, position] as const,
  details: () => [...payoutKeys.all, 'detail'] as const,
  detail: (id: string) => [...payoutKeys.details(), id] as const,
  statement: (filters: object, page: number) => [...payoutKeys.all, 'statement', filters, page] as const,
  /** The next payout of a vendor (their id, for staff) or the signed-in vendor's (`undefined`). */
  forecast: (vendorId: string | undefined) => [...payoutKeys.all, 'forecast', vendorId ?? 'own'] as const,
  /** Schedules change forecasts: they live under the same root. */
  schedule: () => [...payoutKeys.all, 'schedule'] as const,
  vendorSchedule: (vendorId: string) => [...payoutKeys.schedule(), vendorId] as const,
};
