/** The vendor-team module's public face: what other modules and the app's composition use. */

export { activeMemberRoles } from './vendor-team.face.service.ts';
export { vendorTeamRoutes } from './vendor-team.routes.ts';
export { actingVendorOf, teamMembershipOf } from './vendor-team.service.ts';
