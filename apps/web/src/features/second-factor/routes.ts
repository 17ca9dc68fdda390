import type { RouteObject } from 'react-router';
import { SECOND_FACTOR_PAGE } from '../../lib/step-up.ts';

export const secondFactorRoutes: RouteObject[] = [
  {
    path: SECOND_FACTOR_PAGE,
    lazy: async () => ({ Component: (await import('./pages/security-page.tsx')).SecurityPage }),
  },
];
