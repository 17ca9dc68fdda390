import type { RouteObject } from 'react-router';

/** Any signed-in user (spec section 2): a vendor sees their own sales, the super admin everyone's. */
export const saleRoutes: RouteObject[] = [
  { path: '/sale', lazy: async () => ({ Component: (await import('./pages/sale-list-page.tsx')).SaleListPage }) },
  {
    path: '/sale/:id',
    lazy: async () => ({ Component: (await import('./pages/sale-detail-page.tsx')).SaleDetailPage }),
  },
];
