import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { issuedDocuments } from '../../db/schema/index.ts';
import { adjustmentNoteText } from '../ledger/index.ts';

/** The invoices' read model for other modules' queries: SQL fragments over issued documents. */

/**
 * A sale's adjustment notes, both kinds, as one text ("AN-1 buyer 55.00 GST 4.59; FA-2 fee 1.05 GST
 * 0.09"): a sub-select for a sale's CSV row, through issued_documents_sale_idx.
 */
export function notesOfSaleText(saleId: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce((
    select string_agg(${adjustmentNoteText}, '; ' order by note.created_at, note.number)
    from ${issuedDocuments} note
    where note.sale_id = ${saleId} and note.kind = 'adjustment_note'), '')`;
}
