CREATE TABLE "product_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed" jsonb NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_change_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_revisions" ADD CONSTRAINT "product_revisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_revisions_pending_idx" ON "product_revisions" USING btree ("product_id") WHERE "product_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "product_revisions_queue_idx" ON "product_revisions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_revisions_product_idx" ON "product_revisions" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "users_pending_change_idx" ON "users" USING btree ("pending_change_at","id") WHERE "users"."pending_change" is not null;--> statement-breakpoint
-- A staff role belongs to a staff account (role 3), and every staff account has one.
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (("role" = 3) = ("staff_role" IS NOT NULL) AND ("staff_role" IS NULL OR "staff_role" IN ('support', 'catalogue', 'finance', 'verification')));
