import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Vendors (their own cases, and team members with the orders role) and staff with the cases permission. */
export const caseRoutes: RouteObject[] = [
  {
    path: '/cases',
    handle: staffNeeds('cases'),
    lazy: async () => ({ Component: (await import('./pages/case-list-page.tsx')).CaseListPage }),
  },
  {
    path: '/cases/:id',
    handle: staffNeeds('cases'),
    lazy: async () => ({ Component: (await import('./pages/case-detail-page.tsx')).CaseDetailPage }),
  },
];
