import type { RouteObject } from 'react-router';
import { membersNeed } from '../../lib/route-access.ts';

export const teamRoutes: RouteObject[] = [
  {
    path: '/settings/team',
    handle: membersNeed('owner'),
    lazy: async () => ({ Component: (await import('./pages/team-page.tsx')).TeamPage }),
  },
];
