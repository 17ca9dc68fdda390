import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

export const verificationRoutes: RouteObject[] = [
  {
    path: '/vendors/verification',
    handle: staffNeeds('verification'),
    lazy: async () => ({ Component: (await import('./pages/verification-queue-page.tsx')).VerificationQueuePage }),
  },
  {
    path: '/vendors/verification/:vendorId',
    handle: staffNeeds('verification'),
    lazy: async () => ({ Component: (await import('./pages/vendor-review-page.tsx')).VendorReviewPage }),
  },
];
