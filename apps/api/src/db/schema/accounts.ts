import { pgView } from 'drizzle-orm/pg-core';
import { abnCheckColumns } from './abn-checks.ts';
import { identityVerificationColumns } from './identity.ts';
import { userColumns, vendorProfileColumns } from './users.ts';
import { pendingChangeColumns } from './vendor-changes.ts';

/**
 * The account as one row (issue 43): the view `accounts` (migration 0033) joins `users` with its
 * `vendor_profiles`, `abn_checks`, `identity_verifications` and `vendor_pending_changes` rows, which
 * every account has. It is the read model other modules read an account through; each table is
 * written only by its owner (`db/table-owners.ts`). The joins are outer joins on the key, so a query
 * reads only the tables whose columns it uses; for the same reason it cannot be locked (FOR UPDATE):
 * lock the `users` row, then read. Created by hand in the migration: drizzle-kit does not manage it,
 * so a migration that changes one of these columns drops and recreates it.
 */
export const accounts = pgView('accounts', {
  ...userColumns(),
  ...vendorProfileColumns(),
  ...abnCheckColumns(),
  ...identityVerificationColumns(),
  ...pendingChangeColumns(),
}).existing();

/** An account with everything known of it, as the `accounts` view reads it. */
export type User = typeof accounts.$inferSelect;
