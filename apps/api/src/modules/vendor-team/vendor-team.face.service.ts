import type { VendorTeamRole } from '@soko/shared';
import type { Db } from '../../db/client.ts';
import { selectActiveMemberRoles } from './vendor-team.repo.ts';

/**
 * What other modules ask of the vendor-team module, by intent: its face exports these, never a repository
 * function, so the tables behind them can change without touching the callers (issue 43).
 */

export function activeMemberRoles(db: Db, vendorId: string): Promise<{ userId: string; role: VendorTeamRole }[]> {
  return selectActiveMemberRoles(db, vendorId);
}
