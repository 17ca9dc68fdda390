import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Single-use tokens sent by email; only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** verify_email | reset_password */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For verify_email: the address being verified (a change of email verifies the new one). */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);
