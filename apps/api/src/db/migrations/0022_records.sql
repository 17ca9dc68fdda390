CREATE TABLE "document_number_sequences" (
	"issuer_key" text NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"party" text NOT NULL,
	"registered_from" date NOT NULL,
	"registered_to" date,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"issuer_key" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"vendor_id" uuid NOT NULL,
	"sale_id" uuid,
	"payout_id" uuid,
	"refund_id" uuid,
	"original_id" uuid,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb,
	"lines" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"gst_cents" integer NOT NULL,
	"layout" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_free_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "gst_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "document_number_sequences_key" ON "document_number_sequences" USING btree ("issuer_key","series");--> statement-breakpoint
CREATE INDEX "gst_registrations_party_idx" ON "gst_registrations" USING btree ("party","registered_from");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_registrations_open_key" ON "gst_registrations" USING btree ("party") WHERE "gst_registrations"."registered_to" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_number_key" ON "issued_documents" USING btree ("issuer_key","number");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_sale_invoice_key" ON "issued_documents" USING btree ("sale_id") WHERE "issued_documents"."series" = 'buyer' and "issued_documents"."kind" <> 'adjustment_note';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_payout_invoice_key" ON "issued_documents" USING btree ("payout_id") WHERE "issued_documents"."series" = 'fee' and "issued_documents"."kind" <> 'adjustment_note';--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_refund_note_key" ON "issued_documents" USING btree ("refund_id","series") WHERE "issued_documents"."kind" = 'adjustment_note';--> statement-breakpoint
CREATE INDEX "issued_documents_sale_idx" ON "issued_documents" USING btree ("sale_id","created_at");--> statement-breakpoint
CREATE INDEX "issued_documents_vendor_idx" ON "issued_documents" USING btree ("vendor_id","created_at");--> statement-breakpoint
-- An issued document never changes: every download renders the row as it was issued.
CREATE FUNCTION issued_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued document % cannot be changed', OLD.number;
END;
$$;--> statement-breakpoint
CREATE TRIGGER issued_documents_immutable BEFORE UPDATE ON issued_documents
  FOR EACH ROW EXECUTE FUNCTION issued_documents_immutable();--> statement-breakpoint
-- A vendor's GST registration periods follow what is known of it: the ABR's GST date when the
-- register gave one, otherwise the vendor's own statement (reviewed by staff). A new start date
-- corrects the open period; deregistering ends it the day before.
CREATE FUNCTION users_gst_registration() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  registered boolean := NEW.abr_gst_from IS NOT NULL OR NEW.gst_registered;
  starts date := coalesce(NEW.abr_gst_from, NEW.gst_registered_from, DATE '2000-07-01');
  kind text := CASE WHEN NEW.abr_gst_from IS NOT NULL THEN 'abr' ELSE 'statement' END;
  today date := (now() AT TIME ZONE 'Australia/Sydney')::date;
  open_period gst_registrations%ROWTYPE;
BEGIN
  SELECT * INTO open_period FROM gst_registrations
    WHERE party = NEW.id::text AND registered_to IS NULL FOR UPDATE;
  IF registered THEN
    IF open_period.id IS NULL THEN
      INSERT INTO gst_registrations (party, registered_from, source) VALUES (NEW.id::text, starts, kind);
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
CREATE TRIGGER users_gst_registration_insert AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.gst_registered OR NEW.abr_gst_from IS NOT NULL)
  EXECUTE FUNCTION users_gst_registration();--> statement-breakpoint
CREATE TRIGGER users_gst_registration_update AFTER UPDATE OF gst_registered, gst_registered_from, abr_gst_from ON users
  FOR EACH ROW WHEN (
    OLD.gst_registered IS DISTINCT FROM NEW.gst_registered
    OR OLD.gst_registered_from IS DISTINCT FROM NEW.gst_registered_from
    OR OLD.abr_gst_from IS DISTINCT FROM NEW.abr_gst_from
  )
  EXECUTE FUNCTION users_gst_registration();--> statement-breakpoint
-- Backfill: each registered vendor's registration as it stands.
INSERT INTO gst_registrations (party, registered_from, source)
SELECT id::text, coalesce(abr_gst_from, gst_registered_from, DATE '2000-07-01'),
       CASE WHEN abr_gst_from IS NOT NULL THEN 'abr' ELSE 'statement' END
FROM users WHERE gst_registered OR abr_gst_from IS NOT NULL;
