import type { RouteObject } from 'react-router';
import { staffNeeds } from '../../lib/route-access.ts';

/** The super admin only. */
export const auditAdminRoutes: RouteObject[] = [
  {
    path: '/audit',
    handle: staffNeeds('audit'),
    lazy: async () => ({ Component: (await import('./pages/audit-log-page.tsx')).AuditLogPage }),
  },
];
