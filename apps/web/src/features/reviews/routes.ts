import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Vendors (their products' reviews, with replies), catalogue and support staff (every vendor's, moderation). */
export const reviewRoutes: RouteObject[] = [
  {
    path: '/reviews',
    handle: staffNeeds('catalogue.read'),
    lazy: async () => ({ Component: (await import('./pages/review-list-page.tsx')).ReviewListPage }),
  },
];
