import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';
import { COMMISSION_RULES_PATH, MY_FEES_PATH } from './api.ts';

/** A vendor's own fees, under Store settings (staff: the active vendor's). */
export const commissionRoutes: RouteObject[] = [
  {
    path: MY_FEES_PATH,
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/my-fees-page.tsx')).MyFeesPage }),
  },
];

/** Staff who read money see the rules; finance and the super admin change them. */
export const commissionAdminRoutes: RouteObject[] = [
  {
    path: COMMISSION_RULES_PATH,
    handle: staffNeeds('money.read'),
    lazy: async () => ({ Component: (await import('./pages/commission-rules-page.tsx')).CommissionRulesPage }),
  },
];
