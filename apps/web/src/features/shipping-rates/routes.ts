import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';
import { SHIPPING_RATES_PATH } from './api.ts';

/** Any signed-in user: a vendor sets its own rates; staff the marketplace's defaults or the active vendor's. */
export const shippingRateRoutes: RouteObject[] = [
  {
    path: SHIPPING_RATES_PATH,
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/shipping-rates-page.tsx')).ShippingRatesPage }),
  },
];
