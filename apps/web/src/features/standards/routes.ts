import type { RouteObject } from 'react-router';
import { membersNeed, staffNeeds } from '../../lib/route-access.ts';

/** The vendor's own standards: the owner, and team members whose role covers orders. */
export const standardsRoutes: RouteObject[] = [
  {
    path: '/standards',
    handle: membersNeed('orders'),
    lazy: async () => ({ Component: (await import('./pages/standards-page.tsx')).StandardsPage }),
  },
];

/** Staff: every vendor's, worst first. */
export const standardsAdminRoutes: RouteObject[] = [
  {
    path: '/standards/vendors',
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/standards-vendors-page.tsx')).StandardsVendorsPage }),
  },
];
