import type { VendorTeamInvite, VendorTeamRole } from '@soko/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, send } from '../../lib/api.ts';
import { queryClient } from '../../lib/query-client.ts';
import { teamKeys } from './keys.ts';

/** The owner's team, or (staff, `vendorId`) a vendor's team on the vendor's page. */
export function teamQuery(vendorId?: string) {
  return queryOptions({
    queryKey: teamKeys.list(vendorId ?? 'own'),
    queryFn: () => send(apiClient.GET('/api/vendor-team', { params: { query: { vendorId } } })),
  });
}

const refreshTeam = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });

export async function inviteMember(body: VendorTeamInvite) {
  const invited = await send(apiClient.POST('/api/vendor-team', { body }));
  await refreshTeam();
  return invited;
}

export async function changeMemberRole(memberId: string, role: VendorTeamRole) {
  const changed = await send(
    apiClient.PUT('/api/vendor-team/{memberId}', { params: { path: { memberId } }, body: { role } }),
  );
  await refreshTeam();
  return changed;
}

/** The member is signed out of every device at once. */
export async function removeMember(memberId: string) {
  const removed = await send(apiClient.DELETE('/api/vendor-team/{memberId}', { params: { path: { memberId } } }));
  await refreshTeam();
  return removed;
}

/** A new invitation link for a member who has not set a password (the earlier link stops working). */
export function resendInvitation(memberId: string) {
  return send(apiClient.POST('/api/vendor-team/{memberId}/invitation', { params: { path: { memberId } } }));
}
