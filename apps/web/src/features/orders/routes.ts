import type { RouteObject } from 'react-router';

/** The super admin only (spec section 2: admin-guarded /order and /order/{id}). */
export const orderAdminRoutes: RouteObject[] = [
  { path: '/order', lazy: async () => ({ Component: (await import('./pages/order-list-page.tsx')).OrderListPage }) },
  {
    path: '/order/:id',
    lazy: async () => ({ Component: (await import('./pages/order-detail-page.tsx')).OrderDetailPage }),
  },
];
