/** The commissions module's public face: what other modules and the app's composition use. */
export type { AppliedFee, FeeSubject } from './commissions.fees.ts';
export { commissionRoutes } from './commissions.routes.ts';
export { feesFor, notesOfRules } from './commissions.service.ts';
