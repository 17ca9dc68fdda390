import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Any signed-in user (docs/product.md section 2): a vendor sees their own sales, staff everyone's. */
export const saleRoutes: RouteObject[] = [
  {
    path: '/sale',
    handle: staffNeeds('sales.read'),
    lazy: async () => ({ Component: (await import('./pages/sale-list-page.tsx')).SaleListPage }),
  },
  {
    path: '/sale/:id',
    handle: staffNeeds('sales.read'),
    lazy: async () => ({ Component: (await import('./pages/sale-detail-page.tsx')).SaleDetailPage }),
  },
];
