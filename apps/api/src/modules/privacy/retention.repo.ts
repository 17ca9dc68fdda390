import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authTokens,
  identityDocuments,
  issuedDocuments,
  mailOutbox,
  orders,
  saleReturns,
  sales,
  users,
} from '../../db/schema/index.ts';

export interface HeldDocument {
  id: string;
  storedName: string;
}

/**
 * Identity documents whose file is still held though the decision on them (or the account's
 * closure) is older than the cutoff. Documents sent after the last decision wait for their own.
 */
export async function documentsPastRetention(db: Db, cutoff: Date, limit: number): Promise<HeldDocument[]> {
  return db
    .select({ id: identityDocuments.id, storedName: identityDocuments.storedName })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(
      and(
        isNull(identityDocuments.fileDeletedAt),
        or(
          and(
            inArray(users.identityStatus, ['approved', 'rejected']),
            lte(users.identityReviewedAt, cutoff),
            lte(identityDocuments.createdAt, users.identityReviewedAt),
          ),
          and(isNotNull(users.closedAt), lte(users.closedAt, cutoff)),
        ),
      ),
    )
    .limit(limit);
}

export async function markDocumentFilesDeleted(db: Db, ids: string[], at: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const marked = await db
    .update(identityDocuments)
    .set({ fileDeletedAt: at })
    .where(and(inArray(identityDocuments.id, ids), isNull(identityDocuments.fileDeletedAt)))
    .returning({ id: identityDocuments.id });
  return marked.length;
}

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
 * Removes the buyer's phone and street address (state and country stay, for the GST records), and
 * the free text of the orders' returns: the buyer's note and the reason a refusal gave them may hold
 * an address or a phone number. The reason chosen from the list, the items and the refund stay.
 * One transaction: a run cut short leaves no order marked done with its returns' text still there.
 */
export async function removeBuyerContacts(db: Db, cutoff: Date, at: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(orders)
      .set({
        customerPhone: '',
        deliveryAddress: sql`jsonb_build_object('unit', '', 'c_address', '', 'suburb', '', 'postcode', '',
          'state', ${orders.deliveryAddress}->>'state', 'country', ${orders.deliveryAddress}->>'country')`,
        contactRemovedAt: at,
      })
      .where(sql`${orders.id} in (${settledBefore(cutoff, orders.contactRemovedAt, limit)})`)
      .returning({ id: orders.id });
    const orderIds = removed.map((row) => row.id);
    if (orderIds.length > 0) {
      // Through sales_order_idx, sale_returns_sale_idx and issued_documents_sale_idx.
      const salesOfOrders = tx.select({ id: sales.id }).from(sales).where(inArray(sales.orderId, orderIds));
      await tx
        .update(saleReturns)
        .set({ note: '', rejectionReason: '', updatedAt: at })
        .where(
          and(
            inArray(saleReturns.saleId, salesOfOrders),
            or(sql`${saleReturns.note} <> ''`, sql`${saleReturns.rejectionReason} <> ''`),
          ),
        );
      await tx
        .update(issuedDocuments)
        .set({ recipient: sql`jsonb_set(${issuedDocuments.recipient}, '{address}', '[]'::jsonb)` })
        .where(
          and(
            eq(issuedDocuments.series, 'buyer'),
            inArray(issuedDocuments.saleId, salesOfOrders),
            sql`${issuedDocuments.recipient}->'address' <> '[]'::jsonb`,
          ),
        );
    }
    return removed.length;
  });
}

/** What a de-identified buyer's name and email read. `.invalid` is reserved: no mail can go there. */
export const DEIDENTIFIED_BUYER = { name: 'De-identified buyer', email: 'removed@deidentified.invalid' } as const;

/**
 * Removes the buyer's name and email (and contact) from orders whose tax record keeping has ended,
 * and from the recipient of the vendors' invoices and adjustment notes to them.
 */
export async function deidentifyBuyers(db: Db, cutoff: Date, at: Date, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await deidentifyOrders(tx, cutoff, at, limit);
    const orderIds = changed.map((row) => row.id);
    if (orderIds.length > 0) {
      const salesOfOrders = tx.select({ id: sales.id }).from(sales).where(inArray(sales.orderId, orderIds));
      await tx
        .update(issuedDocuments)
        .set({
          recipient: sql`jsonb_set(jsonb_set(${issuedDocuments.recipient}, '{address}', '[]'::jsonb),
            '{name}', to_jsonb(${DEIDENTIFIED_BUYER.name}::text))`,
        })
        .where(and(eq(issuedDocuments.series, 'buyer'), inArray(issuedDocuments.saleId, salesOfOrders)));
    }
    return changed.length;
  });
}

function deidentifyOrders(db: Db, cutoff: Date, at: Date, limit: number) {
  return db
    .update(orders)
    .set({
      customerName: DEIDENTIFIED_BUYER.name,
      customerEmail: DEIDENTIFIED_BUYER.email,
      customerPhone: '',
      deliveryAddress: sql`jsonb_build_object('unit', '', 'c_address', '', 'suburb', '', 'postcode', '',
        'state', ${orders.deliveryAddress}->>'state', 'country', ${orders.deliveryAddress}->>'country')`,
      contactRemovedAt: sql`coalesce(${orders.contactRemovedAt}, ${at})`,
      deidentifiedAt: at,
    })
    .where(sql`${orders.id} in (${settledBefore(cutoff, orders.deidentifiedAt, limit)})`)
    .returning({ id: orders.id });
}

/** Sent and given-up mails written before the cutoff (they hold reset and verification links). */
export async function deleteOldMails(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, cutoff)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

export async function deleteExpiredTokens(db: Db, now: Date): Promise<number> {
  const deleted = await db.delete(authTokens).where(lt(authTokens.expiresAt, now)).returning({ id: authTokens.id });
  return deleted.length;
}
