import type { RouteObject } from 'react-router';

const listPage = async () => ({ Component: (await import('./pages/payout-list-page.tsx')).PayoutListPage });

/**
 * Any signed-in user (spec section 2): /transaction and /transaction/{id} are protected routes, so a
 * vendor sees their own payouts there as at /transactions; /sales/transactions is their statement.
 */
export const payoutRoutes: RouteObject[] = [
  { path: '/transaction', lazy: listPage },
  { path: '/transactions', lazy: listPage },
  {
    path: '/transaction/:id',
    lazy: async () => ({ Component: (await import('./pages/payout-detail-page.tsx')).PayoutDetailPage }),
  },
  {
    path: '/sales/transactions',
    lazy: async () => ({ Component: (await import('./pages/statement-page.tsx')).StatementPage }),
  },
];

/** The super admin only (spec section 2: /transaction/new is admin-guarded). */
export const payoutAdminRoutes: RouteObject[] = [
  {
    path: '/transaction/new',
    lazy: async () => ({ Component: (await import('./pages/new-payout-page.tsx')).NewPayoutPage }),
  },
];
