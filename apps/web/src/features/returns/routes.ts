import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Vendors (their own returns) and staff (every vendor's). */
export const returnRoutes: RouteObject[] = [
  {
    path: '/returns',
    handle: staffNeeds('returns'),
    lazy: async () => ({ Component: (await import('./pages/return-list-page.tsx')).ReturnListPage }),
  },
  {
    path: '/returns/:id',
    handle: staffNeeds('returns'),
    lazy: async () => ({ Component: (await import('./pages/return-detail-page.tsx')).ReturnDetailPage }),
  },
];
