import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  payoutAdjustments,
  payouts,
  type Refund,
  refunds,
  type SaleItem,
  saleItems,
  saleReturns,
} from '../../db/schema/index.ts';
import { actorIdOf } from '../../lib/acting-member.ts';
import { preparedByShape } from '../../lib/prepared-statements.ts';

export type NewRefund = typeof refunds.$inferInsert;

export async function findRefundByKey(
  db: Db,
  key: string,
): Promise<Pick<Refund, 'id' | 'saleId' | 'requestHash'> | undefined> {
  const [row] = await db
    .select({ id: refunds.id, saleId: refunds.saleId, requestHash: refunds.requestHash })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, key))
    .limit(1);
  return row;
}

export async function insertRefund(db: Db, values: NewRefund): Promise<Refund> {
  const [row] = await db
    .insert(refunds)
    .values({ ...values, actorId: actorIdOf(values.actorId ?? null) })
    .returning();
  if (!row) throw new Error('refund insert returned no row');
  return row;
}

/** A sale's refunds' amounts and lines, oldest first: what each item line gave back so far. */
export async function refundLinesOfSale(db: Db, saleId: string): Promise<Pick<Refund, 'amountCents' | 'lines'>[]> {
  return db
    .select({ amountCents: refunds.amountCents, lines: refunds.lines })
    .from(refunds)
    .where(eq(refunds.saleId, saleId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function addRestocked(db: Db, itemId: string, qty: number): Promise<void> {
  await db
    .update(saleItems)
    .set({ restockedQty: sql`${saleItems.restockedQty} + ${qty}` })
    .where(eq(saleItems.id, itemId));
}

/** Each line's fee after a refund, where the fee still follows what was kept (the sale is in no payout). */
export async function setLineFees(db: Db, items: SaleItem[], fees: number[]): Promise<void> {
  for (const [index, item] of items.entries()) {
    const feeCents = fees[index] ?? 0;
    if (feeCents !== item.feeCents) await db.update(saleItems).set({ feeCents }).where(eq(saleItems.id, item.id));
  }
}

export interface RefundRow extends Refund {
  actor: { id: string; firstName: string; lastName: string; displayName: string; role: number } | null;
  /** The payout that deducts it, for a refund after the sale's payout. */
  adjustment: { payoutId: string | null; payoutNumber: number | null; paidAt: string | null } | null;
}

/** A sale's refunds, oldest first, with who made them and where each after-payout difference went. */
function prepareRefundsOfSale(db: Db) {
  return db
    .select({
      refund: refunds,
      actorId: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      displayName: accounts.displayName,
      role: accounts.role,
      adjustmentId: payoutAdjustments.id,
      payoutId: payouts.id,
      payoutNumber: payouts.number,
      paidAt: payouts.paidAt,
    })
    .from(refunds)
    .leftJoin(accounts, eq(accounts.id, refunds.actorId))
    .leftJoin(payoutAdjustments, eq(payoutAdjustments.refundId, refunds.id))
    .leftJoin(payouts, eq(payouts.id, payoutAdjustments.payoutId))
    .where(eq(refunds.saleId, sql.placeholder('saleId')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .prepare('');
}

const refundsOfSaleStatement = preparedByShape<ReturnType<typeof prepareRefundsOfSale>>();

export async function refundsOfSale(db: Db, saleId: string): Promise<RefundRow[]> {
  const rows = await refundsOfSaleStatement(db, 'refunds', () => prepareRefundsOfSale(db)).execute({ saleId });
  return rows.map((row) => ({
    ...row.refund,
    actor:
      row.actorId === null ||
      row.firstName === null ||
      row.lastName === null ||
      row.displayName === null ||
      row.role === null
        ? null
        : {
            id: row.actorId,
            firstName: row.firstName,
            lastName: row.lastName,
            displayName: row.displayName,
            role: row.role,
          },
    adjustment:
      row.adjustmentId === null ? null : { payoutId: row.payoutId, payoutNumber: row.payoutNumber, paidAt: row.paidAt },
  }));
}

/**
 * Units of a sale's items held by returns under way (requested, approved, received), but for the
 * return being refunded: a refund must not put them back in stock, or the return could never be.
 */
export async function unitsInOpenReturns(
  db: Db,
  saleId: string,
  exceptReturnId?: string,
): Promise<Map<string, number>> {
  const open = await db
    .select({ items: saleReturns.items })
    .from(saleReturns)
    .where(
      and(
        eq(saleReturns.saleId, saleId),
        inArray(saleReturns.status, ['requested', 'approved', 'received']),
        exceptReturnId ? ne(saleReturns.id, exceptReturnId) : undefined,
      ),
    );
  const units = new Map<string, number>();
  for (const ret of open)
    for (const line of ret.items) units.set(line.saleItemId, (units.get(line.saleItemId) ?? 0) + line.qty);
  return units;
}
