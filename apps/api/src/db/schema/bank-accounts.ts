import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Where a vendor's payouts go. The account number is stored only encrypted (AES-256-GCM under
 * DATA_ENCRYPTION_KEY, lib/encryption.ts); its last digits are kept apart to show it masked.
 */
export const bankAccounts = pgTable('bank_accounts', {
  vendorId: uuid('vendor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull(),
  /** 000-000. */
  bsb: text('bsb').notNull(),
  accountNumberEncrypted: text('account_number_encrypted').notNull(),
  accountNumberLast4: text('account_number_last4').notNull(),
  /** Set by a change of details (not the first entry): the vendor's payouts wait until then. */
  holdUntil: timestamp('hold_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BankAccount = typeof bankAccounts.$inferSelect;
