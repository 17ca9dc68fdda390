import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { auditAdminRoutes } from '../features/audit/routes.ts';
import { authGuestRoutes, authPublicRoutes } from '../features/auth/routes.ts';
import { caseRoutes } from '../features/cases/routes.ts';
import { categoryAdminRoutes } from '../features/categories/routes.ts';
import { commissionAdminRoutes, commissionRoutes } from '../features/commissions/routes.ts';
import { dashboardRoutes } from '../features/dashboard/routes.ts';
import { jobAdminRoutes } from '../features/jobs/routes.ts';
import { landingRoutes } from '../features/landing/routes.ts';
import { messageRoutes } from '../features/messages/routes.ts';
import { notificationRoutes } from '../features/notifications/routes.ts';
import { orderAdminRoutes } from '../features/orders/routes.ts';
import { payoutAdminRoutes, payoutRoutes } from '../features/payouts/routes.ts';
import { productRoutes } from '../features/products/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { returnRoutes } from '../features/returns/routes.ts';
import { reviewRoutes } from '../features/reviews/routes.ts';
import { saleRoutes } from '../features/sales/routes.ts';
import { secondFactorRoutes } from '../features/second-factor/routes.ts';
import { shippingRateRoutes } from '../features/shipping-rates/routes.ts';
import { standardsAdminRoutes, standardsRoutes } from '../features/standards/routes.ts';
import { storeRoutes } from '../features/store/routes.ts';
import { teamRoutes } from '../features/team/routes.ts';
import { userAdminRoutes } from '../features/users/routes.ts';
import { vendorAdminRoutes } from '../features/vendors/routes.ts';
import { verificationRoutes } from '../features/verification/routes.ts';

/**
 * Every page of the app, by who may see it. A feature exports its own route arrays
 * (each page loaded with `lazy`) and spreads them into the right list here.
 */

/** Visitors only, in the public layout: a signed-in user is sent to /dashboard (e.g. /, /login, /register). */
export const guestRoutes: RouteObject[] = [...landingRoutes, ...authGuestRoutes];

/** Anyone, in the public layout (e.g. /verifyEmail/:token, /reset/:token). */
export const publicRoutes: RouteObject[] = [...authPublicRoutes, ...accountRoutes];

/** Any signed-in user, in the app layout; a route's `handle` names the permission staff need for it. */
export const signedInRoutes: RouteObject[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  ...secondFactorRoutes,
  ...productRoutes,
  ...storeRoutes,
  ...shippingRateRoutes,
  ...commissionRoutes,
  ...messageRoutes,
  ...saleRoutes,
  ...returnRoutes,
  ...reviewRoutes,
  ...caseRoutes,
  ...payoutRoutes,
  ...teamRoutes,
  ...notificationRoutes,
  ...standardsRoutes,
];

/**
 * Staff only (the super admin and staff accounts), in the app layout; each route's `handle` names the
 * permission its page needs.
 */
export const staffRoutes: RouteObject[] = [
  ...verificationRoutes,
  ...categoryAdminRoutes,
  ...orderAdminRoutes,
  ...payoutAdminRoutes,
  ...commissionAdminRoutes,
  ...userAdminRoutes,
  ...vendorAdminRoutes,
  ...auditAdminRoutes,
  ...jobAdminRoutes,
  ...standardsAdminRoutes,
];
