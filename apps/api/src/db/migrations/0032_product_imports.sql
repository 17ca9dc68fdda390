CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"member_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_text" text,
	"row_count" integer NOT NULL,
	"product_count" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"entries" jsonb,
	"report" jsonb,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_imports_waiting_idx" ON "product_imports" USING btree ("created_at") WHERE "product_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "product_imports_vendor_idx" ON "product_imports" USING btree ("vendor_id","created_at" DESC NULLS LAST);