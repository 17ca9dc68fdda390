import type { SalePayoutState } from '@soko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { issuedDocuments, payoutAdjustments } from '../../db/schema/index.ts';

/**
 * The ledger's read model for other modules' queries: SQL fragments over payout adjustments and
 * their notes, composed into the payouts' and invoices' own statements, and the state of an
 * adjustment's money.
 */

/** What refunds after the payout took from the sale `saleId` names, gross, for a statement line. */
export const adjustedGrossOfSale = (saleId: AnyPgColumn) =>
  sql<number>`coalesce((select sum(${payoutAdjustments.grossCents}) from ${payoutAdjustments}
      where ${payoutAdjustments.saleId} = ${saleId}), 0)`;

/** Cents as dollars with two decimals, for text the database writes into a CSV cell. */
const dollarsText = (cents: SQL | AnyPgColumn) => sql`to_char(${cents} / 100.0, 'FM999999990.00')`;

/**
 * What a CSV says of one adjustment note: "AN-1 buyer 55.00 GST 4.59" (number, kind: buyer or fee,
 * amount given back with GST included, GST adjusted), for a row of `issued_documents` named `note`.
 */
export const adjustmentNoteText = sql`note.number || ' ' || note.series || ' ' || ${dollarsText(sql`note.total_cents`)}
  || ' GST ' || ${dollarsText(sql`note.gst_cents`)}`;

/**
 * The fee adjustment notes a payout deducts, as one text ("FA-1 fee 1.05 GST 0.09; …"): a sub-select
 * for a payout list's row, through payout_adjustments_payout_idx and the note of each refund.
 */
export function feeNotesOfPayoutText(payoutId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((
    select string_agg(${adjustmentNoteText}, '; ' order by note.created_at, note.number)
    from ${payoutAdjustments} pa
    join ${issuedDocuments} note on note.refund_id = pa.refund_id
      and note.series = 'fee' and note.kind = 'adjustment_note'
    where pa.payout_id = ${payoutId}), '')`;
}

/** The state of an adjustment's money: carried to the next payout, in a pending one, or paid out. */
export function adjustmentState(row: { payoutId: string | null; payoutPaidAt: string | null }): SalePayoutState {
  if (row.payoutId === null) return 'awaiting_payout';
  return row.payoutPaidAt === null ? 'in_payout' : 'paid_out';
}
