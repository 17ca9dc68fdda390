CREATE TABLE "sale_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "sale_returns_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 5001 CACHE 1),
	"sale_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"rejection_reason" text DEFAULT '' NOT NULL,
	"opened_by" uuid,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_returns" ADD CONSTRAINT "sale_returns_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_key_sale" ON "sale_returns" USING btree ("idempotency_key","sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_returns_number_key" ON "sale_returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "sale_returns_vendor_created_idx" ON "sale_returns" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_returns_vendor_status_created_idx" ON "sale_returns" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_returns_created_idx" ON "sale_returns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sale_returns_status_created_idx" ON "sale_returns" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_returns_sale_idx" ON "sale_returns" USING btree ("sale_id");