import { z } from 'zod';

export const ADJUSTMENT_NOTE_KINDS = ['buyer', 'fee'] as const;
export type AdjustmentNoteKind = (typeof ADJUSTMENT_NOTE_KINDS)[number];

/**
 * An adjustment note a refund issued (issue 28): `buyer`, the vendor's to the buyer against a tax
 * invoice; `fee`, the marketplace's to the vendor for fee given back. Amounts in dollars, positive:
 * what the note takes off its invoice, and the GST in it.
 */
export const adjustmentNoteDtoSchema = z.object({
  _id: z.string(),
  kind: z.enum(ADJUSTMENT_NOTE_KINDS),
  number: z.string(),
  /** YYYY-MM-DD, marketplace time. */
  date: z.string(),
  amount: z.number(),
  gst: z.number(),
  originalNumber: z.string(),
  originalDate: z.string(),
});
export type AdjustmentNoteDto = z.infer<typeof adjustmentNoteDtoSchema>;

export const adjustmentNoteListSchema = z.object({ items: z.array(adjustmentNoteDtoSchema) });
export type AdjustmentNoteList = z.infer<typeof adjustmentNoteListSchema>;
