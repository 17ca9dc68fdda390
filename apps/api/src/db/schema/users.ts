import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** A new address waiting for its verification link; the email changes only once it is verified. */
    pendingEmail: text('pending_email'),
    /** Null until the user sets one (accounts created by staff get a set-password email). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    dob: date('dob'),
    abn: text('abn').notNull().default(''),
    address: text('c_address').notNull().default(''),
    suburb: text('suburb').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('Australia'),
    postcode: text('postcode').notNull().default(''),
    howHeard: text('how_heard'),
    referralCode: text('referral_code'),
    role: integer('role').notNull().default(1),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** none -> submitted -> approved, or rejected (then submitted again). */
    identityStatus: text('identity_status').notNull().default('none'),
    identityRejectionReason: text('identity_rejection_reason'),
    identityReviewedAt: timestamp('identity_reviewed_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Staff can deactivate an account; a deactivated account cannot sign in or use a token. */
    active: boolean('active').notNull().default(true),
    /** Bumped on logout, password reset and deactivation so that older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    activeVendorId: uuid('active_vendor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_role_created_idx').on(table.role, table.createdAt),
    index('users_identity_status_idx').on(table.identityStatus),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
