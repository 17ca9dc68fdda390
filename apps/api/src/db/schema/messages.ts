import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A message between two users. Each side has its own copy state: trashing or purging it on one side
 * leaves the other side's copy as it was. A row whose two sides are both purged is deleted.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    /** Set when the receiver first opens it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    senderTrashedAt: timestamp('sender_trashed_at', { withTimezone: true }),
    receiverTrashedAt: timestamp('receiver_trashed_at', { withTimezone: true }),
    /** Deleted for good from that side's trash; the side no longer sees the message at all. */
    senderPurgedAt: timestamp('sender_purged_at', { withTimezone: true }),
    receiverPurgedAt: timestamp('receiver_purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('messages_not_to_self', sql`${table.senderId} <> ${table.receiverId}`),
    // One partial index per list; read backwards, each gives its list newest first.
    index('messages_inbox_idx')
      .on(table.receiverId, table.createdAt, table.id)
      .where(sql`${table.receiverTrashedAt} is null`),
    index('messages_sent_idx')
      .on(table.senderId, table.createdAt, table.id)
      .where(sql`${table.senderTrashedAt} is null`),
    index('messages_receiver_trash_idx')
      .on(table.receiverId, table.createdAt, table.id)
      .where(sql`${table.receiverTrashedAt} is not null and ${table.receiverPurgedAt} is null`),
    index('messages_sender_trash_idx')
      .on(table.senderId, table.createdAt, table.id)
      .where(sql`${table.senderTrashedAt} is not null and ${table.senderPurgedAt} is null`),
    // The unread count, asked every minute by every signed-in browser.
    index('messages_unread_idx')
      .on(table.receiverId)
      .where(sql`${table.readAt} is null and ${table.receiverTrashedAt} is null`),
    index('messages_conversation_idx').on(table.senderId, table.receiverId, table.createdAt, table.id),
    index('messages_reply_to_idx').on(table.replyToId),
    // Every message a user received, trashed or not: a buyer's data export reads those of the buyer's sellers.
    index('messages_receiver_idx').on(table.receiverId, table.createdAt, table.id),
  ],
);

export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** The random file name in private storage. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The order the sender attached them in. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_attachments_message_idx').on(table.messageId)],
);

export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;
export type MessageAttachment = typeof messageAttachments.$inferSelect;
export type NewMessageAttachment = typeof messageAttachments.$inferInsert;
