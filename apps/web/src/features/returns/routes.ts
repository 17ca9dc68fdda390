import type { RouteObject } from 'react-router';

/** Vendors (their own returns) and the super admin (every vendor's). */
export const returnRoutes: RouteObject[] = [
  {
    path: '/returns',
    lazy: async () => ({ Component: (await import('./pages/return-list-page.tsx')).ReturnListPage }),
  },
  {
    path: '/returns/:id',
    lazy: async () => ({ Component: (await import('./pages/return-detail-page.tsx')).ReturnDetailPage }),
  },
];
