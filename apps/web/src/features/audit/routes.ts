import type { RouteObject } from 'react-router';

/** The super admin only. */
export const auditAdminRoutes: RouteObject[] = [
  {
    path: '/audit',
    lazy: async () => ({ Component: (await import('./pages/audit-log-page.tsx')).AuditLogPage }),
  },
];
