import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RedirectIfSignedIn, RequireAuth, RequirePermission, RequireStaff } from './guards.tsx';
import { RouteError } from './route-error.tsx';
import { guestRoutes, publicRoutes, signedInRoutes, staffRoutes } from './routes.ts';

const lazyPublicLayout = async () => ({
  Component: (await import('./layout/public-layout.tsx')).PublicLayout,
});

export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { Component: RedirectIfSignedIn, children: [{ lazy: lazyPublicLayout, children: guestRoutes }] },
      { lazy: lazyPublicLayout, children: publicRoutes },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({ Component: (await import('./layout/app-layout.tsx')).AppLayout }),
            children: [
              {
                Component: RequirePermission,
                children: [...signedInRoutes, { Component: RequireStaff, children: staffRoutes }],
              },
            ],
          },
        ],
      },
      { path: '*', lazy: async () => ({ Component: (await import('./not-found.tsx')).NotFoundRoute }) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
