import type { SessionEndReason, StaffRole } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The sign-in identity (issue 43): what auth and sessions need. Shared with the `accounts` view. */
export const userColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  /** A new address waiting for its verification link; the email changes only once it is verified. */
  pendingEmail: text('pending_email'),
  /** The address before the last verified change, and when it changed: security notices reach both. */
  previousEmail: text('previous_email'),
  emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
  /** Null until the user sets one (accounts created by staff get a set-password email). */
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  role: integer('role').notNull().default(1),
  /** A staff account's (role 3) permission set: support, catalogue, finance or verification (issue 15). */
  staffRole: text('staff_role').$type<StaffRole>(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  /** Staff can deactivate an account; a deactivated account cannot sign in or use a token. */
  active: boolean('active').notNull().default(true),
  /** Bumped whenever every session ends (all devices, password change or reset, deactivation). */
  tokenVersion: integer('token_version').notNull().default(0),
  /** Why the last version bump ended every session, so that a stale token hears why. */
  sessionEndReason: text('session_end_reason').$type<SessionEndReason>(),
  activeVendorId: uuid('active_vendor_id'),
  /** When the account was closed (issue 28): it never signs in again; its tax records stay. */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the account or its vendor profile last changed. */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable('users', userColumns(), (table) => {
  const fullName = sql`lower(${table.firstName} || ' ' || ${table.lastName})`;
  // The users and vendors lists (about a thousand rows at the target size): one index per sort,
  // ending in the id; a role or tab filter is read along it. Unique emails need no tie-breaker.
  return [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_created_idx').on(table.createdAt, table.id),
    index('users_role_created_idx').on(table.role, table.createdAt, table.id),
    index('users_name_idx').on(fullName, table.id),
    // Contains-search of names and emails (pg_trgm, on both engines); business names: vendor_profiles.
    index('users_name_trgm_idx').using('gin', sql`${fullName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
  ];
});

/** The vendor's business (issue 43): names, ABN, GST statement, address, phone. */
export const vendorProfileColumns = () => ({
  displayName: text('display_name').notNull().default(''),
  phone: text('phone').notNull().default(''),
  dob: date('dob'),
  abn: text('abn').notNull().default(''),
  /** The vendor's own statement that they are registered for GST, and from when. */
  gstRegistered: boolean('gst_registered').notNull().default(false),
  gstRegisteredFrom: date('gst_registered_from', { mode: 'string' }),
  address: text('c_address').notNull().default(''),
  suburb: text('suburb').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default('Australia'),
  postcode: text('postcode').notNull().default(''),
  howHeard: text('how_heard'),
  referralCode: text('referral_code'),
});

/**
 * One row per account (staff too: their business name is the marketplace's), made with the account
 * by the trigger `users_open_records` (migration 0033).
 */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...vendorProfileColumns(),
  },
  (table) => [
    // The vendors list by business name (then the full name and id, sorted along it).
    index('vendor_profiles_display_name_idx').on(sql`lower(${table.displayName})`, table.userId),
    index('vendor_profiles_display_name_trgm_idx').using('gin', sql`lower(${table.displayName}) gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type VendorProfileValues = Omit<typeof vendorProfiles.$inferInsert, 'userId'>;
