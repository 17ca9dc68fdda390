import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

const formPages = () => import('./pages/product-form-pages.tsx');

/** Any signed-in user (docs/product.md section 2: protected routes). */
export const productRoutes: RouteObject[] = [
  {
    path: '/product',
    handle: staffNeeds('catalogue.read'),
    lazy: async () => ({ Component: (await import('./pages/product-list-page.tsx')).ProductListPage }),
  },
  {
    path: '/product/add-product',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await formPages()).AddProductPage }),
  },
  {
    path: '/product/import',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await import('./pages/product-import-page.tsx')).ProductImportPage }),
  },
  {
    path: '/product/edit/:id',
    handle: staffNeeds('catalogue'),
    lazy: async () => ({ Component: (await formPages()).EditProductPage }),
  },
  {
    path: '/product/:id/revision',
    handle: staffNeeds('catalogue.read'),
    lazy: async () => ({ Component: (await import('./pages/product-revision-page.tsx')).ProductRevisionPage }),
  },
  {
    path: '/product/:id',
    handle: staffNeeds('catalogue.read'),
    lazy: async () => ({ Component: (await import('./pages/product-detail-page.tsx')).ProductDetailPage }),
  },
];
