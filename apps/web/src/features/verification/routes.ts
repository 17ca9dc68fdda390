import type { RouteObject } from 'react-router';

export const verificationRoutes: RouteObject[] = [
  {
    path: '/vendors/verification',
    lazy: async () => ({ Component: (await import('./pages/verification-queue-page.tsx')).VerificationQueuePage }),
  },
  {
    path: '/vendors/verification/:vendorId',
    lazy: async () => ({ Component: (await import('./pages/vendor-review-page.tsx')).VendorReviewPage }),
  },
];
