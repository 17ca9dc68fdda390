import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** The super admin only (the permission no staff role holds). */
export const userAdminRoutes: RouteObject[] = [
  {
    path: '/users',
    handle: staffNeeds('users'),
    lazy: async () => ({ Component: (await import('./pages/user-list-page.tsx')).UserListPage }),
  },
  {
    path: '/users/create-user',
    handle: staffNeeds('users'),
    lazy: async () => ({ Component: (await import('./pages/create-user-page.tsx')).CreateUserPage }),
  },
];
