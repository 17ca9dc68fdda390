/**
 * Which module owns which table (issue 43). The owner is the only module under `apps/api/src/modules`
 * whose code inserts, updates or deletes the table's rows; another module changes them through a
 * function on the owner's face. `npm run check` (`src/scripts/check-table-writes.ts`) fails, naming the
 * file, line, table and owner, when a module writes a table it does not own; `src/table-owners.test.ts`
 * fails when a schema table has no owner here or when docs/architecture.md's table of owners says
 * otherwise.
 */
export const TABLE_OWNERS = {
  users: 'users',
  vendor_profiles: 'users',
  abn_checks: 'abr',
  identity_verifications: 'account',
  vendor_pending_changes: 'vendor-changes',
  auth_tokens: 'users',
  sessions: 'sessions',
  audit_log: 'audit',
  identity_documents: 'account',
  bank_accounts: 'bank-accounts',
  stores: 'stores',
  shipping_rates: 'shipping-rates',
  categories: 'categories',
  commission_rules: 'commissions',
  category_product_counts: 'categories',
  products: 'products',
  product_images: 'products',
  product_variants: 'products',
  product_price_history: 'products',
  product_subcategories: 'products',
  product_revisions: 'products',
  vendor_product_totals: 'products',
  product_state_totals: 'products',
  retired_carrier_notices: 'products',
  product_imports: 'products',
  orders: 'orders',
  order_day_totals: 'orders',
  sales: 'sales',
  sale_items: 'sales',
  sale_status_history: 'sales',
  refunds: 'sales',
  vendor_sale_totals: 'sales',
  vendor_sale_status_totals: 'sales',
  marketplace_sale_totals: 'sales',
  marketplace_sale_status_totals: 'sales',
  sale_returns: 'returns',
  reviews: 'reviews',
  product_ratings: 'reviews',
  vendor_ratings: 'reviews',
  payout_adjustments: 'ledger',
  payouts: 'payouts',
  payout_lines: 'payouts',
  payout_day_totals: 'payouts',
  payout_schedules: 'payouts',
  mail_outbox: 'mail',
  messages: 'messages',
  message_attachments: 'messages',
  staff_digests: 'dashboard',
  totp_factors: 'second-factor',
  recovery_codes: 'second-factor',
  sign_in_challenges: 'second-factor',
  session_step_ups: 'second-factor',
  remembered_devices: 'second-factor',
  passkeys: 'second-factor',
  webauthn_challenges: 'second-factor',
  issued_documents: 'invoices',
  document_number_sequences: 'invoices',
  gst_registrations: 'invoices',
  scheduled_jobs: 'jobs',
  vendor_team_members: 'vendor-team',
  notifications: 'notifications',
  notification_preferences: 'notifications',
  notification_digest_choices: 'notifications',
  cases: 'cases',
  case_entries: 'cases',
  standards_settings: 'standards',
  vendor_standards: 'standards',
} as const satisfies Record<string, string>;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/** A write across an owner that is known and waits to be moved behind the owner's face. */
export interface KnownCrossWrite {
  /** Path from the repository root. */
  file: string;
  table: OwnedTable;
  why: string;
}

/**
 * Debt, listed so the check stays green while it is visible: each entry is a write of another
 * module's table that `npm run check` lets through. An entry that no longer matches a write fails the
 * check, so the list only shrinks.
 */
export const KNOWN_CROSS_WRITES: readonly KnownCrossWrite[] = [];
