import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Who issues or receives a document, as it stood on the day it was issued. */
export interface DocumentParty {
  name: string;
  abn: string | null;
  address: string[];
  gstRegistered: boolean;
}

/** A line of an issued document; amounts in cents, GST included in the amount (0 on a GST-free line). */
export interface DocumentLine {
  /** What the line is: an item, the shipping, a sale's fee, an adjustment. */
  label: string;
  /** Further columns as printed (order number, sale date, quantity...), in the document's column order. */
  cells: string[];
  amountCents: number;
  gstCents: number;
  gstFree: boolean;
  /** What the line is for: an adjustment note adjusts items and shipping apart. */
  part: 'item' | 'shipping' | 'fee';
}

/** The printed layout of a document, drawn again exactly as stored on every download. */
export interface DocumentLayout {
  title: string;
  facts: [string, string][];
  recipientHeading: string | null;
  columns: { label: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  totals: [string, string][];
  notes: string[];
}

export type DocumentKind = 'tax_invoice' | 'invoice' | 'adjustment_note';
/** buyer: the vendor's documents to the buyer of a sale; fee: the marketplace's to the vendor. */
export type DocumentSeries = 'buyer' | 'fee';

/**
 * Every invoice and adjustment note as issued (issue 28): stored once, never updated; every
 * download renders this row. `issuer_key` is 'marketplace' or the vendor's id; numbers are unique
 * per issuer.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    series: text('series').$type<DocumentSeries>().notNull(),
    issuerKey: text('issuer_key').notNull(),
    number: text('number').notNull(),
    /** The supply date of an invoice, the date of an adjustment note (marketplace time zone). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id').notNull(),
    saleId: uuid('sale_id'),
    payoutId: uuid('payout_id'),
    refundId: uuid('refund_id'),
    /** The invoice an adjustment note adjusts. */
    originalId: uuid('original_id'),
    issuer: jsonb('issuer').$type<DocumentParty>().notNull(),
    recipient: jsonb('recipient').$type<DocumentParty | null>(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
    /** GST inclusive; an adjustment note's amount given back, positive. */
    totalCents: integer('total_cents').notNull(),
    gstCents: integer('gst_cents').notNull(),
    layout: jsonb('layout').$type<DocumentLayout>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('issued_documents_number_key').on(table.issuerKey, table.number),
    // One invoice per sale (to its buyer) and per payout (for its fees); one note of each series per refund.
    uniqueIndex('issued_documents_sale_invoice_key')
      .on(table.saleId)
      .where(sql`${table.series} = 'buyer' and ${table.kind} <> 'adjustment_note'`),
    uniqueIndex('issued_documents_payout_invoice_key')
      .on(table.payoutId)
      .where(sql`${table.series} = 'fee' and ${table.kind} <> 'adjustment_note'`),
    uniqueIndex('issued_documents_refund_note_key')
      .on(table.refundId, table.series)
      .where(sql`${table.kind} = 'adjustment_note'`),
    index('issued_documents_sale_idx').on(table.saleId, table.createdAt),
    index('issued_documents_vendor_idx').on(table.vendorId, table.createdAt),
  ],
);

/** The last number each issuer gave in each series of numbers; a number is taken in the issuing transaction. */
export const documentNumberSequences = pgTable(
  'document_number_sequences',
  {
    issuerKey: text('issuer_key').notNull(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [uniqueIndex('document_number_sequences_key').on(table.issuerKey, table.series)],
);

export type GstRegistrationSource = 'abr' | 'statement' | 'setting';

/**
 * GST registration periods (issue 28): a vendor's (party = their id), kept by a trigger on users from
 * the ABR's GST date when known, else the vendor's own statement; the marketplace's (party =
 * 'marketplace') from MARKETPLACE_GST_REGISTERED, dated when the server first runs with a change.
 */
export const gstRegistrations = pgTable(
  'gst_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    party: text('party').notNull(),
    registeredFrom: date('registered_from', { mode: 'string' }).notNull(),
    /** The last day registered; null while registered. */
    registeredTo: date('registered_to', { mode: 'string' }),
    source: text('source').$type<GstRegistrationSource>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gst_registrations_party_idx').on(table.party, table.registeredFrom),
    uniqueIndex('gst_registrations_open_key').on(table.party).where(sql`${table.registeredTo} is null`),
  ],
);

export type IssuedDocument = typeof issuedDocuments.$inferSelect;
export type NewIssuedDocument = typeof issuedDocuments.$inferInsert;
