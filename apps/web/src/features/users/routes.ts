import type { RouteObject } from 'react-router';

/** The super admin only (spec section 2: the users screens are guarded like the other admin screens). */
export const userAdminRoutes: RouteObject[] = [
  {
    path: '/users',
    lazy: async () => ({ Component: (await import('./pages/user-list-page.tsx')).UserListPage }),
  },
  {
    path: '/users/create-user',
    lazy: async () => ({ Component: (await import('./pages/create-user-page.tsx')).CreateUserPage }),
  },
];
