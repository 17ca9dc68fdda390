import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Any signed-in user (docs/product.md section 2: protected routes). */
export const storeRoutes: RouteObject[] = [
  {
    path: '/store/me',
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/store-page.tsx')).StorePage }),
  },
  {
    path: '/store/create',
    handle: staffNeeds('vendors'),
    lazy: async () => ({ Component: (await import('./pages/create-store-page.tsx')).CreateStorePage }),
  },
];
