import type { RouteObject } from 'react-router';

/** Any signed-in user (spec section 2: protected routes). */
export const storeRoutes: RouteObject[] = [
  { path: '/store/me', lazy: async () => ({ Component: (await import('./pages/store-page.tsx')).StorePage }) },
  {
    path: '/store/create',
    lazy: async () => ({ Component: (await import('./pages/create-store-page.tsx')).CreateStorePage }),
  },
];
