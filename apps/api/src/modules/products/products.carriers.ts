import { RETIRED_SHIPPING_PROVIDERS, type StockCounts } from '@soko/shared';
import type { User } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { findUserById } from '../users/index.ts';
import { isStaff } from './products.shared.ts';
import {
  countOnCarriers,
  recordRetiredCarrierNotice,
  selectStockStateCounts,
  untoldRetiredCarrierVendors,
} from './products.stock.repo.ts';

/**
 * Emails each vendor, once, the products they still ship with a retired carrier (Sendle), so they
 * move them; the notice row inserted in the same transaction keeps it once whoever runs the job.
 */
export async function sendRetiredCarrierNotices(deps: Pick<AppDeps, 'db' | 'mail'>): Promise<number> {
  const untold = await untoldRetiredCarrierVendors(deps.db, RETIRED_SHIPPING_PROVIDERS);
  let sent = 0;
  for (const vendor of untold) {
    const told = await deps.db.transaction(async (tx) => {
      if (!(await recordRetiredCarrierNotice(tx, vendor.vendorId, vendor.carrier, vendor.products))) return false;
      const user = await findUserById(tx, vendor.vendorId);
      if (!user) return false;
      const more = vendor.products - vendor.names.length;
      await deps.mail.enqueue(tx, {
        to: user.email,
        template: 'retiredCarrierProducts',
        data: {
          firstName: user.firstName,
          carrier: vendor.carrier,
          count: vendor.products,
          names: more > 0 ? `${vendor.names.join(', ')} and ${more} more` : vendor.names.join(', '),
        },
      });
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Daily, so a product moved back onto a retired carrier by an old import is caught too (told once per vendor). */
export function retiredCarrierNoticeJob(): JobDefinition {
  return {
    name: 'products.retired-carrier-notice',
    description: 'Emails each vendor, once, their products still on a carrier that stopped trading (Sendle)',
    intervalMs: DAY_MS,
    disabledReason: null,
    async run(deps) {
      return { sent: await sendRetiredCarrierNotices(deps) };
    },
  };
}

/** The dashboard's stock card: a vendor's own, staff the marketplace's or one vendor's. */
export async function stockCounts(
  deps: Pick<AppDeps, 'db'>,
  actor: User,
  vendorId: string | undefined,
): Promise<StockCounts> {
  const scope = isStaff(actor) ? vendorId : actor.id;
  const [states, retiredCarrier] = await Promise.all([
    selectStockStateCounts(deps.db, scope),
    countOnCarriers(deps.db, scope, RETIRED_SHIPPING_PROVIDERS),
  ]);
  return { ...states, retiredCarrier };
}
