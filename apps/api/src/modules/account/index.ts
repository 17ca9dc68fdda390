/** The account module's public face: what other modules and the app's composition use. */
export { accountRoutes } from './account.routes.ts';
export {
  DOCUMENT_AREA,
  deleteDocumentFilesPastRetention,
  identitiesAwaitingReview,
  recordIdentityVerifiedByStaff,
  vendorChangesAwaitingReview,
} from './account.service.ts';
