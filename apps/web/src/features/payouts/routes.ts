import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

const listPage = async () => ({ Component: (await import('./pages/payout-list-page.tsx')).PayoutListPage });

/**
 * Any signed-in user (docs/product.md section 2): /transaction and /transaction/{id} are protected routes, so a
 * vendor sees their own payouts there as at /transactions; /sales/transactions is their statement.
 */
export const payoutRoutes: RouteObject[] = [
  { path: '/transaction', handle: staffNeeds('money.read'), lazy: listPage },
  { path: '/transactions', handle: staffNeeds('money.read'), lazy: listPage },
  {
    path: '/transaction/:id',
    handle: staffNeeds('money.read'),
    lazy: async () => ({ Component: (await import('./pages/payout-detail-page.tsx')).PayoutDetailPage }),
  },
  {
    path: '/sales/transactions',
    handle: staffNeeds('money.read'),
    lazy: async () => ({ Component: (await import('./pages/statement-page.tsx')).StatementPage }),
  },
];

/** Staff who make payouts (docs/product.md section 2: /transaction/new is admin-guarded). */
export const payoutAdminRoutes: RouteObject[] = [
  {
    path: '/transaction/new',
    handle: staffNeeds('payouts'),
    lazy: async () => ({ Component: (await import('./pages/new-payout-page.tsx')).NewPayoutPage }),
  },
  {
    path: '/payout-schedule',
    handle: staffNeeds('money.read'),
    lazy: async () => ({ Component: (await import('./pages/payout-schedule-page.tsx')).PayoutSchedulePage }),
  },
];
