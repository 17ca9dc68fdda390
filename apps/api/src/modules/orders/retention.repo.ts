import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * Orders whose every sale is Delivered or cancelled, the last of them before the cutoff, oldest
 * first; `held` names the column that says the details are still there.
 */
function settledBefore(
  cutoff: Date,
  held: typeof orders.contactRemovedAt | typeof orders.deidentifiedAt,
  limit: number,
) {
  return sql`select o.id from ${orders} o
    where ${sql.identifier(held.name)} is null and o.created_at <= ${cutoff}
      and not exists (select 1 from sales s where s.order_id = o.id and s.status not in ('Delivered', 'Cancel'))
      and not exists (
        select 1 from sales s join sale_status_history h on h.sale_id = s.id
        where s.order_id = o.id and h.created_at > ${cutoff}
      )
    order by o.created_at
    limit ${limit}`;
}

/**
 * What other owners remove of the same orders in the same transaction (the returns' free text, the
 * recipient on the buyers' issued documents), so a run cut short leaves no order marked done with
 * its buyer's details still held elsewhere.
 */
export type AlongsideOrders = (tx: Db, orderIds: string[]) => Promise<void>;

/** The delivery address without its street: state and country stay, for the GST records. */
const addressWithoutStreet = sql`jsonb_build_object('unit', '', 'c_address', '', 'suburb', '', 'postcode', '',
  'state', ${orders.deliveryAddress}->>'state', 'country', ${orders.deliveryAddress}->>'country')`;

/** Runs one retention update of orders and what goes with it, in one transaction; answers how many. */
function updateWithAlongside(
  db: Db,
  alongside: AlongsideOrders,
  update: (tx: Db) => Promise<{ id: string }[]>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await update(tx);
    if (changed.length > 0)
      await alongside(
        tx,
        changed.map((row) => row.id),
      );
    return changed.length;
  });
}

/** Removes the buyer's phone and street address (state and country stay, for the GST records). */
export function updateBuyerContacts(
  db: Db,
  cutoff: Date,
  at: Date,
  limit: number,
  alongside: AlongsideOrders,
): Promise<number> {
  return updateWithAlongside(db, alongside, (tx) =>
    tx
      .update(orders)
      .set({ customerPhone: '', deliveryAddress: addressWithoutStreet, contactRemovedAt: at })
      .where(sql`${orders.id} in (${settledBefore(cutoff, orders.contactRemovedAt, limit)})`)
      .returning({ id: orders.id }),
  );
}

/** What a de-identified buyer's name and email read. `.invalid` is reserved: no mail can go there. */
export const DEIDENTIFIED_BUYER = { name: 'De-identified buyer', email: 'removed@deidentified.invalid' } as const;

/** Removes the buyer's name and email (and contact) from orders whose tax record keeping has ended. */
export function updateBuyerIdentities(
  db: Db,
  cutoff: Date,
  at: Date,
  limit: number,
  alongside: AlongsideOrders,
): Promise<number> {
  return updateWithAlongside(db, alongside, (tx) =>
    tx
      .update(orders)
      .set({
        customerName: DEIDENTIFIED_BUYER.name,
        customerEmail: DEIDENTIFIED_BUYER.email,
        customerPhone: '',
        deliveryAddress: addressWithoutStreet,
        contactRemovedAt: sql`coalesce(${orders.contactRemovedAt}, ${at})`,
        deidentifiedAt: at,
      })
      .where(sql`${orders.id} in (${settledBefore(cutoff, orders.deidentifiedAt, limit)})`)
      .returning({ id: orders.id }),
  );
}
