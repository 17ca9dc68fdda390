import type { RouteObject } from 'react-router';

export const profileRoutes: RouteObject[] = [
  {
    path: '/settings/profile',
    lazy: async () => ({ Component: (await import('./pages/profile-page.tsx')).ProfilePage }),
  },
];
