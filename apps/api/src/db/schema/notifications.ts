import type { NotificationChannel, NotificationKind } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One notice to one person (issue 30). `inApp` is false for a notice kept only for the person's
 * daily digest email (preference "email" with the digest), or only to remember that a coalesced
 * notice was mailed: it never shows in the bell or list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    /** Waiting for the recipient's daily digest email; cleared when the digest is written. */
    digestPending: boolean('digest_pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // The list: a person's in-app notices, newest first, the id breaking ties (the cursor).
    index('notifications_recipient_created_idx')
      .on(table.recipientId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.inApp}`),
    // The bell's count: only the unread rows are in it, so counting reads a handful of entries.
    index('notifications_recipient_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} is null and ${table.inApp}`),
    index('notifications_digest_pending_idx').on(table.recipientId).where(sql`${table.digestPending}`),
    // A queue's notice is not repeated while one waits unread (`coalesce`): the recipients' unread
    // notices of one kind and link, newest first.
    index('notifications_unread_link_idx')
      .on(table.recipientId, table.kind, table.link, table.createdAt.desc())
      .where(sql`${table.readAt} is null`),
    // Retention reads only the notices past its period.
    index('notifications_created_idx').on(table.createdAt),
  ],
);

/** A person's channel for one kind; a kind without a row is `both`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** Whether a person takes one email a day instead of one per notice. */
export const notificationDigestChoices = pgTable('notification_digest_choices', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dailyDigest: boolean('daily_digest').notNull(),
});

export type Notification = typeof notifications.$inferSelect;
