import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** Staff only (docs/product.md section 2: admin-guarded routes), each page as its role allows. */
export const categoryAdminRoutes: RouteObject[] = [
  {
    path: '/category',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await import('./pages/category-list-page.tsx')).CategoryListPage }),
  },
  {
    path: '/category/add-category',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await import('./pages/add-category-page.tsx')).AddCategoryPage }),
  },
  {
    path: '/category/add-subcategory',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await import('./pages/add-subcategory-page.tsx')).AddSubcategoryPage }),
  },
];
