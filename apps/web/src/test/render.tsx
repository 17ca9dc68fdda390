import { Collapse, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { queryClient } from '../lib/query-client.ts';

// Collapse opens when a CSS transition ends, which jsdom never reports; without a transition it opens at once.
const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) },
});

/** The app's providers, with Mantine's test environment (no transitions, no portals). */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={testTheme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactNode) {
  return render(<TestProviders>{ui}</TestProviders>);
}

/** Renders a route tree at `path` (a URL, or a location with router state); the returned router tells where navigation ended. */
export function renderRoutes(routes: RouteObject[], path: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
