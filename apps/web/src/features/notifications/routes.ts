import type { RouteObject } from 'react-router';

/** Every signed-in account: vendors and staff each see their own notices. */
export const notificationRoutes: RouteObject[] = [
  {
    path: '/notifications',
    lazy: async () => ({ Component: (await import('./pages/notifications-page.tsx')).NotificationsPage }),
  },
  {
    path: '/settings/notifications',
    lazy: async () => ({
      Component: (await import('./pages/notification-settings-page.tsx')).NotificationSettingsPage,
    }),
  },
];
