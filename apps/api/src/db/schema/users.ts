import type { AbrStatus, SessionEndReason, StaffRole, VendorPendingChange } from '@soko/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
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
    displayName: text('display_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    dob: date('dob'),
    abn: text('abn').notNull().default(''),
    /**
     * The Australian Business Register's answer for the ABN (issue 14): not_checked (no ABR_GUID, or
     * the ABR did not answer; a daily job retries), active, cancelled or not_found.
     */
    abrStatus: text('abr_status').$type<AbrStatus>().notNull().default('not_checked'),
    abrEntityName: text('abr_entity_name'),
    /** The business (trading) names registered to the ABN, which a vendor's business name may be. */
    abrBusinessNames: text('abr_business_names').array().notNull().default(sql`'{}'::text[]`),
    /** GST registration per the ABR, from this date; null when not registered (or not checked). */
    abrGstFrom: date('abr_gst_from', { mode: 'string' }),
    abrCheckedAt: timestamp('abr_checked_at', { withTimezone: true }),
    /** When the register was last asked about the ABN without an answer: the retry asks the longest-waiting first. */
    abrAttemptedAt: timestamp('abr_attempted_at', { withTimezone: true }),
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
    role: integer('role').notNull().default(1),
    /** A staff account's (role 3) permission set: support, catalogue, finance or verification (issue 15). */
    staffRole: text('staff_role').$type<StaffRole>(),
    /**
     * A verified vendor's change of business name, ABN or address, waiting for staff (issue 15): the
     * details in force stay those above until staff approve it.
     */
    pendingChange: jsonb('pending_change').$type<VendorPendingChange>(),
    pendingChangeAt: timestamp('pending_change_at', { withTimezone: true }),
    /** Why staff rejected the last pending change, shown to the vendor until the next one. */
    pendingChangeRejectionReason: text('pending_change_rejection_reason'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** none -> submitted -> approved, or rejected (then submitted again). */
    identityStatus: text('identity_status').notNull().default('none'),
    identityRejectionReason: text('identity_rejection_reason'),
    identityReviewedAt: timestamp('identity_reviewed_at', { withTimezone: true }),
    /**
     * When the latest identity documents arrived: the verification queue's order. Kept by a trigger on
     * identity_documents (migration 0003), so that an index serves the queue.
     */
    identitySubmittedAt: timestamp('identity_submitted_at', { withTimezone: true }),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => {
    const fullName = sql`lower(${table.firstName} || ' ' || ${table.lastName})`;
    // The users and vendors lists (about a thousand rows at the target size): one index per sort,
    // ending in the id; a role or tab filter is read along it. Unique emails need no tie-breaker.
    return [
      uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
      index('users_created_idx').on(table.createdAt, table.id),
      index('users_role_created_idx').on(table.role, table.createdAt, table.id),
      index('users_name_idx').on(fullName, table.id),
      index('users_display_name_idx').on(sql`lower(${table.displayName})`, fullName, table.id),
      // Contains-search of names, business names and emails (pg_trgm, on both engines).
      index('users_name_trgm_idx').using('gin', sql`${fullName} gin_trgm_ops`),
      index('users_display_name_trgm_idx').using('gin', sql`lower(${table.displayName}) gin_trgm_ops`),
      index('users_email_trgm_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
      // The verification queue: one status, or every reviewed-or-waiting status, oldest submission first.
      index('users_identity_queue_idx').on(table.identityStatus, table.identitySubmittedAt, table.createdAt, table.id),
      // The ABR retry job: vendors whose ABN is still not checked, those never asked (or asked longest ago) first.
      index('users_abr_unchecked_idx')
        .on(sql`${table.abrAttemptedAt} asc nulls first`, table.createdAt, table.id)
        .where(sql`${table.abrStatus} = 'not_checked' and ${table.abn} <> ''`),
      index('users_pending_change_idx')
        .on(table.pendingChangeAt, table.id)
        .where(sql`${table.pendingChange} is not null`),
      index('users_identity_all_idx')
        .on(table.identitySubmittedAt, table.createdAt, table.id)
        .where(sql`${table.identityStatus} in ('submitted', 'rejected', 'approved')`),
    ];
  },
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
