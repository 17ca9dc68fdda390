import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Staff only (docs/product.md section 2: admin-guarded routes), each page as its role allows. */
export const vendorAdminRoutes: RouteObject[] = [
  {
    path: '/vendors',
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/vendor-list-page.tsx')).VendorListPage }),
  },
  {
    path: '/vendors/create-vendors',
    handle: staffNeeds('vendors'),
    lazy: async () => ({ Component: (await import('./pages/create-vendor-page.tsx')).CreateVendorPage }),
  },
  {
    path: '/vendors/active-vendor',
    handle: staffNeeds('vendors.read'),
    lazy: async () => ({ Component: (await import('./pages/active-vendor-page.tsx')).ActiveVendorPage }),
  },
];
