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

export type IdentityDocument = typeof identityDocuments.$inferSelect;
