import type { RouteObject } from 'react-router';

/** The super admin only (spec section 2: admin-guarded routes). */
export const vendorAdminRoutes: RouteObject[] = [
  {
    path: '/vendors',
    lazy: async () => ({ Component: (await import('./pages/vendor-list-page.tsx')).VendorListPage }),
  },
  {
    path: '/vendors/create-vendors',
    lazy: async () => ({ Component: (await import('./pages/create-vendor-page.tsx')).CreateVendorPage }),
  },
  {
    path: '/vendors/active-vendor',
    lazy: async () => ({ Component: (await import('./pages/active-vendor-page.tsx')).ActiveVendorPage }),
  },
];
