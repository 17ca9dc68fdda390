import { NOTIFICATION_KIND_INFO, type NotificationKind, type VendorTeamRole } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { activeMemberRoles } from '../vendor-team/index.ts';

/** Whether a member of this team role hears of this kind: managers hear every kind, others their area's. */
export function memberHears(role: VendorTeamRole, kind: NotificationKind): boolean {
  if (role === 'manager') return true;
  return NOTIFICATION_KIND_INFO[kind].teamArea === role;
}

/**
 * Who hears of a vendor's event: the owner, and the active members of the vendor's team whose role
 * covers the kind's area (`NOTIFICATION_KIND_INFO[kind].teamArea`: orders, catalogue, finance;
 * managers hear every kind; a kind whose area is null reaches the owner and managers only). The one
 * place that decides it, read in the caller's transaction.
 */
export async function recipientsForVendor(db: Db, vendorId: string, kind: NotificationKind): Promise<string[]> {
  const members = await activeMemberRoles(db, vendorId);
  return [vendorId, ...members.filter((member) => memberHears(member.role, kind)).map((member) => member.userId)];
}
