import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** id (passport, drivers licence) | residence (utility bill) */
    kind: text('kind').notNull(),
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the file was deleted at the end of its retention period; the row (metadata) stays. */
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_documents_user_idx').on(table.userId, table.createdAt),
    index('identity_documents_held_idx').on(table.userId).where(sql`${table.fileDeletedAt} is null`),
  ],
);

/** Where the account's identity verification stands (issue 43). */
export const identityVerificationColumns = () => ({
  /** none -> submitted -> approved, or rejected (then submitted again). */
  identityStatus: text('identity_status').notNull().default('none'),
  identityRejectionReason: text('identity_rejection_reason'),
  identityReviewedAt: timestamp('identity_reviewed_at', { withTimezone: true }),
  /**
   * When the latest identity documents arrived: the verification queue's order. Kept by a trigger on
   * identity_documents (migrations 0003, 0033), so that an index serves the queue.
   */
  identitySubmittedAt: timestamp('identity_submitted_at', { withTimezone: true }),
});

/**
 * One row per account, made with it by the trigger `users_open_records` (migration 0033): staff and
 * super admins start approved (they are not verified), everyone else at none.
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...identityVerificationColumns(),
  },
  (table) => [
    // The verification queue: one status, or every reviewed-or-waiting status, oldest submission first
    // (ties, such as accounts approved without documents, sorted along it by creation and id).
    index('identity_verifications_queue_idx').on(table.identityStatus, table.identitySubmittedAt, table.userId),
    index('identity_verifications_all_idx')
      .on(table.identitySubmittedAt, table.userId)
      .where(sql`${table.identityStatus} in ('submitted', 'rejected', 'approved')`),
  ],
);

export type IdentityDocument = typeof identityDocuments.$inferSelect;
