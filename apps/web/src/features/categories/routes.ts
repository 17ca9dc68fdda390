import type { RouteObject } from 'react-router';

/** The super admin only (spec section 2: admin-guarded routes). */
export const categoryAdminRoutes: RouteObject[] = [
  {
    path: '/category',
    lazy: async () => ({ Component: (await import('./pages/category-list-page.tsx')).CategoryListPage }),
  },
  {
    path: '/category/add-category',
    lazy: async () => ({ Component: (await import('./pages/add-category-page.tsx')).AddCategoryPage }),
  },
  {
    path: '/category/add-subcategory',
    lazy: async () => ({ Component: (await import('./pages/add-subcategory-page.tsx')).AddSubcategoryPage }),
  },
];
