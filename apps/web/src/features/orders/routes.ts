import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Staff only (docs/product.md section 2: admin-guarded /order and /order/{id}). */
export const orderAdminRoutes: RouteObject[] = [
  {
    path: '/order',
    handle: staffNeeds('sales.read'),
    lazy: async () => ({ Component: (await import('./pages/order-list-page.tsx')).OrderListPage }),
  },
  {
    path: '/order/:id',
    handle: staffNeeds('sales.read'),
    lazy: async () => ({ Component: (await import('./pages/order-detail-page.tsx')).OrderDetailPage }),
  },
];
