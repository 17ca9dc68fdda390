import type { CaseAuthor, CaseDecision, CaseEntryKind, CaseReason, CaseResolution, CaseStatus } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { saleReturns } from './returns.ts';
import { orders, refunds, sales } from './sales.ts';
import { users } from './users.ts';

/**
 * A buyer's case about one sale (issue 44): opened by the storefront, answered and resolved by the
 * vendor, escalated to staff when the vendor does not answer by `respond_by` (or the buyer escalates
 * a rejection), decided by staff. Also the read model of the seller standards (documented columns:
 * sale_id, vendor_id, reason, status, opened_at, respond_by, first_response_at, resolution,
 * resolved_at, escalated_at, decision, decided_at).
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people read: "Case #7001". */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 7001 }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<CaseReason>().notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    /** The vendor's first message or resolution. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolution: text('resolution').$type<CaseResolution>(),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    decision: text('decision').$type<CaseDecision>(),
    decisionReason: text('decision_reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The refund the resolution or decision made (through the sales module), and what it gave back. */
    refundId: uuid('refund_id').references(() => refunds.id),
    refundCents: integer('refund_cents'),
    refundShippingCents: integer('refund_shipping_cents'),
    /** The return the vendor's resolution opened (through the returns module). */
    returnId: uuid('return_id').references(() => saleReturns.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cases_number_key').on(table.number),
    // One open case per sale: open, answered, with staff, or rejected (the buyer may still escalate it).
    uniqueIndex('cases_open_sale_key')
      .on(table.saleId)
      .where(
        sql`${table.status} in ('open', 'responded', 'escalated') or (${table.status} = 'resolved' and ${table.resolution} = 'rejected')`,
      ),
    index('cases_sale_idx').on(table.saleId),
    // The lists (a vendor's or everyone's, all or one status, newest first, the id breaking ties);
    // the first is also the standards' read of a vendor's cases by when they were opened.
    index('cases_vendor_opened_idx').on(table.vendorId, table.openedAt, table.id),
    index('cases_vendor_status_opened_idx').on(table.vendorId, table.status, table.openedAt, table.id),
    index('cases_opened_idx').on(table.openedAt, table.id),
    index('cases_status_opened_idx').on(table.status, table.openedAt, table.id),
    // The escalation job: open cases past their deadline.
    index('cases_open_respond_by_idx').on(table.respondBy).where(sql`${table.status} = 'open'`),
  ],
);

/** A case's timeline: messages of the buyer, vendor and staff, and what happened to it. */
export const caseEntries = pgTable(
  'case_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CaseEntryKind>().notNull(),
    author: text('author').$type<CaseAuthor>().notNull(),
    /** The account that wrote it (a team member acting for the vendor, staff); null for the buyer and the job. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_entries_case_idx').on(table.caseId, table.createdAt, table.id)],
);

export type Case = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;
export type CaseEntry = typeof caseEntries.$inferSelect;
