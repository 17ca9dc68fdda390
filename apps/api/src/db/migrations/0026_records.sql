CREATE INDEX "messages_receiver_idx" ON "messages" USING btree ("receiver_id","created_at","id");--> statement-breakpoint
-- hand-written: records
-- Retention (APP 11.2) takes the buyer's street address, and after the 5 years of tax records the
-- buyer's name, off the recipient of a vendor's documents to the buyer (which never render the
-- address); nothing else of an issued document ever changes.
CREATE OR REPLACE FUNCTION issued_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.series = 'buyer' AND (to_jsonb(NEW) - 'recipient') = (to_jsonb(OLD) - 'recipient') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'issued document % cannot be changed', OLD.number;
END;
$$;
