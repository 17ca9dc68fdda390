import { type AuditThing, type AuditThingKind, formatCents } from '@soko/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cases,
  categories,
  commissionRules,
  orders,
  passkeys,
  payoutAdjustments,
  payouts,
  products,
  refunds,
  reviews,
  saleReturns,
  sales,
} from '../../db/schema/index.ts';

type Lookup = (db: Db, ids: string[]) => Promise<{ id: string; name: string }[]>;

/**
 * How each kind of thing is named, one query for all the ids of a kind: sales by their order number
 * (as the sale page titles them), products and categories by name, payouts and returns by number,
 * refunds and payout adjustments by amount and sale, passkeys by the name their owner gave them,
 * buyers' cases by number, reviews by their stars and product, commission rules by their note.
 */
const LOOKUPS: Record<AuditThingKind, Lookup> = {
  'commission-rule': async (db, ids) =>
    (
      await db
        .select({ id: commissionRules.id, note: commissionRules.note })
        .from(commissionRules)
        .where(inArray(commissionRules.id, ids))
    ).map((row) => ({ id: row.id, name: `Commission rule "${row.note}"` })),
  sale: async (db, ids) =>
    (
      await db
        .select({ id: sales.id, number: orders.number })
        .from(sales)
        .innerJoin(orders, eq(orders.id, sales.orderId))
        .where(inArray(sales.id, ids))
    ).map((row) => ({ id: row.id, name: `Sale #${row.number}` })),
  product: (db, ids) =>
    db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  payout: async (db, ids) =>
    (await db.select({ id: payouts.id, number: payouts.number }).from(payouts).where(inArray(payouts.id, ids))).map(
      (row) => ({ id: row.id, name: `Payout #${row.number}` }),
    ),
  category: (db, ids) =>
    db.select({ id: categories.id, name: categories.title }).from(categories).where(inArray(categories.id, ids)),
  return: async (db, ids) =>
    (
      await db
        .select({ id: saleReturns.id, number: saleReturns.number })
        .from(saleReturns)
        .where(inArray(saleReturns.id, ids))
    ).map((row) => ({ id: row.id, name: `Return #${row.number}` })),
  refund: async (db, ids) =>
    (
      await db
        .select({ id: refunds.id, cents: refunds.amountCents, number: orders.number })
        .from(refunds)
        .innerJoin(sales, eq(sales.id, refunds.saleId))
        .innerJoin(orders, eq(orders.id, sales.orderId))
        .where(inArray(refunds.id, ids))
    ).map((row) => ({ id: row.id, name: `Refund of ${formatCents(row.cents)} on Sale #${row.number}` })),
  adjustment: async (db, ids) =>
    (
      await db
        .select({ id: payoutAdjustments.id, cents: payoutAdjustments.netCents, number: orders.number })
        .from(payoutAdjustments)
        .innerJoin(sales, eq(sales.id, payoutAdjustments.saleId))
        .innerJoin(orders, eq(orders.id, sales.orderId))
        .where(inArray(payoutAdjustments.id, ids))
    ).map((row) => ({ id: row.id, name: `Adjustment of ${formatCents(row.cents)} for Sale #${row.number}` })),
  passkey: (db, ids) =>
    db.select({ id: passkeys.id, name: passkeys.name }).from(passkeys).where(inArray(passkeys.id, ids)),
  case: async (db, ids) =>
    (await db.select({ id: cases.id, number: cases.number }).from(cases).where(inArray(cases.id, ids))).map((row) => ({
      id: row.id,
      name: `Case #${row.number}`,
    })),
  review: async (db, ids) =>
    (
      await db
        .select({ id: reviews.id, rating: reviews.rating, product: reviews.productName })
        .from(reviews)
        .where(inArray(reviews.id, ids))
    ).map((row) => ({ id: row.id, name: `${row.rating}-star review of ${row.product}` })),
};

/** The things some entries name, one query per kind of thing with ids (never one per entry). */
export async function namedThings(db: Db, idsByKind: Map<AuditThingKind, Set<string>>): Promise<AuditThing[]> {
  const found: AuditThing[] = [];
  for (const [kind, ids] of idsByKind) {
    if (ids.size === 0) continue;
    for (const row of await LOOKUPS[kind](db, [...ids])) found.push({ _id: row.id, kind, name: row.name });
  }
  return found;
}
