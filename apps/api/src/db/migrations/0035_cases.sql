CREATE TABLE "case_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"author_id" uuid,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "cases_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 7001 CACHE 1),
	"order_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolution" text,
	"resolution_note" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"decision" text,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"refund_id" uuid,
	"refund_cents" integer,
	"refund_shipping_cents" integer,
	"return_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_entries" ADD CONSTRAINT "case_entries_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_entries" ADD CONSTRAINT "case_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_return_id_sale_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."sale_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_entries_case_idx" ON "case_entries" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_number_key" ON "cases" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "cases_open_sale_key" ON "cases" USING btree ("sale_id") WHERE "cases"."status" in ('open', 'responded', 'escalated') or ("cases"."status" = 'resolved' and "cases"."resolution" = 'rejected');--> statement-breakpoint
CREATE INDEX "cases_sale_idx" ON "cases" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "cases_vendor_opened_idx" ON "cases" USING btree ("vendor_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "cases_vendor_status_opened_idx" ON "cases" USING btree ("vendor_id","status","opened_at","id");--> statement-breakpoint
CREATE INDEX "cases_opened_idx" ON "cases" USING btree ("opened_at","id");--> statement-breakpoint
CREATE INDEX "cases_status_opened_idx" ON "cases" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "cases_open_respond_by_idx" ON "cases" USING btree ("respond_by") WHERE "cases"."status" = 'open';