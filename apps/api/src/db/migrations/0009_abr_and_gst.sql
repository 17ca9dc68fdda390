ALTER TABLE "users" ADD COLUMN "abr_status" text DEFAULT 'not_checked' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "abr_entity_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "abr_gst_from" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "abr_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_registered_from" date;--> statement-breakpoint
CREATE INDEX "users_abr_unchecked_idx" ON "users" USING btree ("created_at","id") WHERE "users"."abr_status" = 'not_checked' and "users"."abn" <> '';