import type { RouteObject } from 'react-router';
import { membersNeed } from '../../lib/route-access.ts';

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/dashboard',
    handle: membersNeed('money'),
    lazy: async () => ({ Component: (await import('./pages/dashboard-page.tsx')).DashboardPage }),
  },
];
