import { DEFAULT_FEE_NOTE } from '@soko/shared';
import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';
import { commissionRules, orders, saleItems } from '../../db/schema/index.ts';
import { likeContaining } from '../../lib/pagination.ts';

/** SQL fragments the sale and order lists share: composed into each list's own statement. */

/** Order numbers are int4; a longer run of digits is searched as text only. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/** A whole email address: the search is for that one customer. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An order number (digits, with or without '#': that order, by its unique index), a whole email
 * address (that customer's, by its own index), or customer name or email (contains, by trigrams).
 * Digits alone are not looked for inside emails: one or two of them cannot use a trigram index and
 * would read every order. Shared by the sale and the order lists.
 */
export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const number = ORDER_NUMBER.exec(q)?.[1];
  if (number !== undefined) return eq(orders.number, Number(number));
  if (WHOLE_EMAIL.test(q)) return sql`lower(${orders.customerEmail}) = ${q.toLowerCase()}`;
  const pattern = likeContaining(q);
  return or(sql`lower(${orders.customerName}) like ${pattern}`, sql`lower(${orders.customerEmail}) like ${pattern}`);
}

/**
 * Each line of a sale with its fee and the note of the rule that set it (issue 45), folded into one
 * text: "Pepper jar 0.18 (Spice food); Ring 0.90 (Marketplace fee)". For the sales and statement CSVs.
 */
export const lineFeesOfSaleText = (saleId: AnyColumn) => sql<string>`coalesce((
  select string_agg(
    ${saleItems.name} || ' ' || to_char(${saleItems.feeCents} / 100.0, 'FM999999990.00')
      || ' (' || coalesce(${commissionRules.note}, ${DEFAULT_FEE_NOTE}) || ')',
    '; ' order by ${saleItems.position})
  from ${saleItems} left join ${commissionRules} on ${commissionRules.id} = ${saleItems.feeRuleId}
  where ${saleItems.saleId} = ${saleId}), '')`;
