/** The vendor-changes module's public face: what other modules and the app's composition use. */
export { vendorChangeRoutes } from './vendor-changes.routes.ts';
export { checkAbnForVendor, dropPendingChange, holdReviewedChanges } from './vendor-changes.service.ts';
