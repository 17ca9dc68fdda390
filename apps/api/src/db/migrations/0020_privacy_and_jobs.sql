CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"run_id" uuid,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_summary" jsonb,
	"last_error" text,
	"last_duration_ms" integer
);
--> statement-breakpoint
ALTER TABLE "identity_documents" ADD COLUMN "file_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contact_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deidentified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "identity_documents_held_idx" ON "identity_documents" USING btree ("user_id") WHERE "identity_documents"."file_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_contact_held_idx" ON "orders" USING btree ("created_at") WHERE "orders"."contact_removed_at" is null;--> statement-breakpoint
CREATE INDEX "orders_identity_held_idx" ON "orders" USING btree ("created_at") WHERE "orders"."deidentified_at" is null;