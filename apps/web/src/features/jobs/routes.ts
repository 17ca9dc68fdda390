import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** The super admin only. */
export const jobAdminRoutes: RouteObject[] = [
  {
    path: '/jobs',
    handle: staffNeeds('jobs'),
    lazy: async () => ({ Component: (await import('./pages/jobs-page.tsx')).JobsPage }),
  },
];
