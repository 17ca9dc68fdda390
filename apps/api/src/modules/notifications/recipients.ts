import type { NotificationKind } from '@soko/shared';
import type { Db } from '../../db/client.ts';

/**
 * Who hears of a vendor's event: today the vendor's own account. This is the one place that
 * decides it, so the vendor team (issue 30, section 1) extends it here: the owner plus the members
 * whose role covers the kind's `NOTIFICATION_KIND_INFO[kind].teamArea` (orders, catalogue,
 * finance; managers hear every kind, and a kind whose area is null reaches the owner and managers
 * only). It reads the team through the team module's face, in the caller's transaction `db`, and
 * must answer each account once.
 */
export async function recipientsForVendor(_db: Db, vendorId: string, _kind: NotificationKind): Promise<string[]> {
  return [vendorId];
}
