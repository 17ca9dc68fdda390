-- The users table split by purpose (issue 43): the sign-in identity stays in users; the vendor's
-- business moves to vendor_profiles, the register's answer to abn_checks, identity verification to
-- identity_verifications, a change waiting for staff to vendor_pending_changes. Every account keeps
-- one row in each (made with it by users_open_records), and the view accounts reads them as one row.
CREATE TABLE "abn_checks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"abr_status" text DEFAULT 'not_checked' NOT NULL,
	"abr_entity_name" text,
	"abr_business_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"abr_gst_from" date,
	"abr_checked_at" timestamp with time zone,
	"abr_attempted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"identity_status" text DEFAULT 'none' NOT NULL,
	"identity_rejection_reason" text,
	"identity_reviewed_at" timestamp with time zone,
	"identity_submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"dob" date,
	"abn" text DEFAULT '' NOT NULL,
	"gst_registered" boolean DEFAULT false NOT NULL,
	"gst_registered_from" date,
	"c_address" text DEFAULT '' NOT NULL,
	"suburb" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Australia' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"how_heard" text,
	"referral_code" text
);
--> statement-breakpoint
CREATE TABLE "vendor_pending_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pending_change" jsonb,
	"pending_change_at" timestamp with time zone,
	"pending_change_rejection_reason" text
);
--> statement-breakpoint
-- Every account's values, as they stand.
INSERT INTO vendor_profiles (user_id, display_name, phone, dob, abn, gst_registered, gst_registered_from, c_address,
  suburb, state, country, postcode, how_heard, referral_code)
SELECT id, display_name, phone, dob, abn, gst_registered, gst_registered_from, c_address, suburb, state, country,
  postcode, how_heard, referral_code
FROM users;--> statement-breakpoint
INSERT INTO abn_checks (user_id, abr_status, abr_entity_name, abr_business_names, abr_gst_from, abr_checked_at,
  abr_attempted_at)
SELECT id, abr_status, abr_entity_name, abr_business_names, abr_gst_from, abr_checked_at, abr_attempted_at
FROM users;--> statement-breakpoint
INSERT INTO identity_verifications (user_id, identity_status, identity_rejection_reason, identity_reviewed_at,
  identity_submitted_at)
SELECT id, identity_status, identity_rejection_reason, identity_reviewed_at, identity_submitted_at
FROM users;--> statement-breakpoint
INSERT INTO vendor_pending_changes (user_id, pending_change, pending_change_at, pending_change_rejection_reason)
SELECT id, pending_change, pending_change_at, pending_change_rejection_reason
FROM users;--> statement-breakpoint
-- The GST registration periods follow the vendor's statement and the register's date, now on two tables.
DROP TRIGGER users_gst_registration_insert ON users;--> statement-breakpoint
DROP TRIGGER users_gst_registration_update ON users;--> statement-breakpoint
DROP FUNCTION users_gst_registration();--> statement-breakpoint
CREATE FUNCTION vendor_gst_registration() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  account uuid := NEW.user_id;
  stated boolean;
  stated_from date;
  abr_from date;
  registered boolean;
  starts date;
  kind text;
  today date := (now() AT TIME ZONE 'Australia/Sydney')::date;
  open_period gst_registrations%ROWTYPE;
BEGIN
  SELECT p.gst_registered, p.gst_registered_from, c.abr_gst_from INTO stated, stated_from, abr_from
    FROM vendor_profiles p JOIN abn_checks c ON c.user_id = p.user_id WHERE p.user_id = account;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  registered := abr_from IS NOT NULL OR stated;
  starts := coalesce(abr_from, stated_from, DATE '2000-07-01');
  kind := CASE WHEN abr_from IS NOT NULL THEN 'abr' ELSE 'statement' END;
  SELECT * INTO open_period FROM gst_registrations
    WHERE party = account::text AND registered_to IS NULL FOR UPDATE;
  IF registered THEN
    IF open_period.id IS NULL THEN
      INSERT INTO gst_registrations (party, registered_from, source) VALUES (account::text, starts, kind);
    ELSIF open_period.registered_from <> starts OR open_period.source <> kind THEN
      UPDATE gst_registrations SET registered_from = starts, source = kind, recorded_at = now()
        WHERE id = open_period.id;
    END IF;
  ELSIF open_period.id IS NOT NULL THEN
    IF open_period.registered_from >= today THEN
      DELETE FROM gst_registrations WHERE id = open_period.id;
    ELSE
      UPDATE gst_registrations SET registered_to = today - 1, recorded_at = now() WHERE id = open_period.id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER vendor_profiles_gst_registration_insert AFTER INSERT ON vendor_profiles
  FOR EACH ROW WHEN (NEW.gst_registered)
  EXECUTE FUNCTION vendor_gst_registration();--> statement-breakpoint
CREATE TRIGGER vendor_profiles_gst_registration_update AFTER UPDATE OF gst_registered, gst_registered_from ON vendor_profiles
  FOR EACH ROW WHEN (
    OLD.gst_registered IS DISTINCT FROM NEW.gst_registered
    OR OLD.gst_registered_from IS DISTINCT FROM NEW.gst_registered_from
  )
  EXECUTE FUNCTION vendor_gst_registration();--> statement-breakpoint
CREATE TRIGGER abn_checks_gst_registration_insert AFTER INSERT ON abn_checks
  FOR EACH ROW WHEN (NEW.abr_gst_from IS NOT NULL)
  EXECUTE FUNCTION vendor_gst_registration();--> statement-breakpoint
CREATE TRIGGER abn_checks_gst_registration_update AFTER UPDATE OF abr_gst_from ON abn_checks
  FOR EACH ROW WHEN (OLD.abr_gst_from IS DISTINCT FROM NEW.abr_gst_from)
  EXECUTE FUNCTION vendor_gst_registration();--> statement-breakpoint
-- A vendor's latest document submission, copied onto the verification for the queue's index (0003).
CREATE OR REPLACE FUNCTION identity_documents_mark_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE identity_verifications v SET identity_submitted_at = greatest(v.identity_submitted_at, latest.at)
  FROM (SELECT user_id, max(created_at) AS at FROM new_documents GROUP BY user_id ORDER BY user_id) AS latest
  WHERE v.user_id = latest.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
ALTER TABLE "abn_checks" ADD CONSTRAINT "abn_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_pending_changes" ADD CONSTRAINT "vendor_pending_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "abn_checks_unchecked_idx" ON "abn_checks" USING btree ("abr_attempted_at" asc nulls first,"user_id") WHERE "abn_checks"."abr_status" = 'not_checked';--> statement-breakpoint
CREATE INDEX "identity_verifications_queue_idx" ON "identity_verifications" USING btree ("identity_status","identity_submitted_at","user_id");--> statement-breakpoint
CREATE INDEX "identity_verifications_all_idx" ON "identity_verifications" USING btree ("identity_submitted_at","user_id") WHERE "identity_verifications"."identity_status" in ('submitted', 'rejected', 'approved');--> statement-breakpoint
CREATE INDEX "vendor_profiles_display_name_idx" ON "vendor_profiles" USING btree (lower("display_name"),"user_id");--> statement-breakpoint
CREATE INDEX "vendor_profiles_display_name_trgm_idx" ON "vendor_profiles" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_pending_changes_waiting_idx" ON "vendor_pending_changes" USING btree ("pending_change_at","user_id") WHERE "vendor_pending_changes"."pending_change" is not null;--> statement-breakpoint
DROP INDEX "users_display_name_idx";--> statement-breakpoint
DROP INDEX "users_display_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_identity_queue_idx";--> statement-breakpoint
DROP INDEX "users_abr_unchecked_idx";--> statement-breakpoint
DROP INDEX "users_pending_change_idx";--> statement-breakpoint
DROP INDEX "users_identity_all_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "display_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "dob";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abn";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_entity_name";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_business_names";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_gst_from";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_checked_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "abr_attempted_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "gst_registered";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "gst_registered_from";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "c_address";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "suburb";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "postcode";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "how_heard";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "referral_code";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_change";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_change_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pending_change_rejection_reason";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "identity_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "identity_rejection_reason";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "identity_reviewed_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "identity_submitted_at";--> statement-breakpoint
-- Each new account gets its row in every table, in the same statement: staff and super admins are not
-- verified, so they start approved (as the code creating them did before); everyone else at none.
CREATE FUNCTION users_open_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vendor_profiles (user_id) SELECT id FROM new_users ORDER BY id;
  INSERT INTO abn_checks (user_id) SELECT id FROM new_users ORDER BY id;
  INSERT INTO identity_verifications (user_id, identity_status)
    SELECT id, CASE WHEN role IN (2, 3) THEN 'approved' ELSE 'none' END FROM new_users ORDER BY id;
  INSERT INTO vendor_pending_changes (user_id) SELECT id FROM new_users ORDER BY id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_open_records AFTER INSERT ON users REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION users_open_records();--> statement-breakpoint
-- The account as one row: the read model other modules read accounts through (db/schema/accounts.ts).
-- Outer joins on the key (every account has each row), so that a query leaves out the tables it does
-- not read (join removal); FOR UPDATE cannot take a view with outer joins: lock the users row instead.
CREATE VIEW accounts AS
SELECT u.id, u.email, u.pending_email, u.previous_email, u.email_changed_at, u.password_hash, u.first_name,
  u.last_name, u.role, u.staff_role, u.email_verified_at, u.activated_at, u.active, u.token_version,
  u.session_end_reason, u.active_vendor_id, u.closed_at, u.created_at, u.updated_at,
  p.display_name, p.phone, p.dob, p.abn, p.gst_registered, p.gst_registered_from, p.c_address, p.suburb, p.state,
  p.country, p.postcode, p.how_heard, p.referral_code,
  c.abr_status, c.abr_entity_name, c.abr_business_names, c.abr_gst_from, c.abr_checked_at, c.abr_attempted_at,
  v.identity_status, v.identity_rejection_reason, v.identity_reviewed_at, v.identity_submitted_at,
  w.pending_change, w.pending_change_at, w.pending_change_rejection_reason
FROM users u
LEFT JOIN vendor_profiles p ON p.user_id = u.id
LEFT JOIN abn_checks c ON c.user_id = u.id
LEFT JOIN identity_verifications v ON v.user_id = u.id
LEFT JOIN vendor_pending_changes w ON w.user_id = u.id;
