CREATE TABLE "category_product_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_day_totals" (
	"day" date NOT NULL,
	"paid" boolean NOT NULL,
	"payouts" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"sale_count" bigint NOT NULL,
	CONSTRAINT "payout_day_totals_day_paid_pk" PRIMARY KEY("day","paid")
);
--> statement-breakpoint
CREATE TABLE "vendor_product_totals" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"products" integer NOT NULL,
	"net_worth_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_sale_status_totals" (
	"status" text NOT NULL,
	"in_payout" boolean NOT NULL,
	"sales" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "marketplace_sale_status_totals_status_in_payout_pk" PRIMARY KEY("status","in_payout")
);
--> statement-breakpoint
CREATE TABLE "marketplace_sale_totals" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"in_payout" boolean NOT NULL,
	"sales" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "marketplace_sale_totals_day_status_in_payout_pk" PRIMARY KEY("day","status","in_payout")
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_sale_status_totals" (
	"vendor_id" uuid NOT NULL,
	"status" text NOT NULL,
	"in_payout" boolean NOT NULL,
	"sales" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "vendor_sale_status_totals_vendor_id_status_in_payout_pk" PRIMARY KEY("vendor_id","status","in_payout")
);
--> statement-breakpoint
CREATE TABLE "vendor_sale_totals" (
	"vendor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"in_payout" boolean NOT NULL,
	"sales" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "vendor_sale_totals_vendor_id_day_status_in_payout_pk" PRIMARY KEY("vendor_id","day","status","in_payout")
);
--> statement-breakpoint
DROP INDEX "orders_customer_name_lower_idx";--> statement-breakpoint
DROP INDEX "users_identity_status_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "categories_level_title_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_trash_idx";--> statement-breakpoint
DROP INDEX "messages_sender_trash_idx";--> statement-breakpoint
DROP INDEX "messages_conversation_idx";--> statement-breakpoint
DROP INDEX "payouts_vendor_created_idx";--> statement-breakpoint
DROP INDEX "payouts_created_idx";--> statement-breakpoint
DROP INDEX "payouts_unpaid_idx";--> statement-breakpoint
DROP INDEX "products_vendor_created_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_approval_idx";--> statement-breakpoint
DROP INDEX "products_status_idx";--> statement-breakpoint
DROP INDEX "products_name_lower_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "sales_vendor_created_idx";--> statement-breakpoint
DROP INDEX "sales_vendor_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_status_created_idx";--> statement-breakpoint
DROP INDEX "sales_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "identity_submitted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "categories_level_created_idx" ON "categories" USING btree ("level","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_email_trgm_idx" ON "orders" USING gin (lower("customer_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_amount_idx" ON "sales" USING btree (("price_cents" + "shipping_cents"),"id");--> statement-breakpoint
CREATE INDEX "sales_status_amount_idx" ON "sales" USING btree ("status",("price_cents" + "shipping_cents"),"id");--> statement-breakpoint
CREATE INDEX "sales_vendor_amount_idx" ON "sales" USING btree ("vendor_id",("price_cents" + "shipping_cents"),"id");--> statement-breakpoint
CREATE INDEX "sales_remit_idx" ON "sales" USING btree ("vendor_id","created_at","id") WHERE "sales"."status" = 'Delivered' and "sales"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "sales_payout_idx" ON "sales" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "sales_statement_paid_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "sales_statement_unpaid_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."payout_id" is null and "sales"."status" <> 'Cancel';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_display_name_idx" ON "users" USING btree (lower("display_name"),lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin (lower("display_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_identity_queue_idx" ON "users" USING btree ("identity_status","identity_submitted_at","created_at","id");--> statement-breakpoint
CREATE INDEX "users_identity_all_idx" ON "users" USING btree ("identity_submitted_at","created_at","id") WHERE "users"."identity_status" in ('submitted', 'rejected', 'approved');--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "categories_level_title_idx" ON "categories" USING btree ("level",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "messages_receiver_trash_idx" ON "messages" USING btree ("receiver_id","created_at","id") WHERE "messages"."receiver_trashed_at" is not null and "messages"."receiver_purged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sender_trash_idx" ON "messages" USING btree ("sender_id","created_at","id") WHERE "messages"."sender_trashed_at" is not null and "messages"."sender_purged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("sender_id","receiver_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_vendor_created_idx" ON "payouts" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payouts_unpaid_idx" ON "payouts" USING btree ("created_at","id") WHERE "payouts"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "products_vendor_created_idx" ON "products" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_approval_idx" ON "products" USING btree ("approval","created_at","id");--> statement-breakpoint
CREATE INDEX "products_status_idx" ON "products" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_vendor_created_idx" ON "sales" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_vendor_status_created_idx" ON "sales" USING btree ("vendor_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_status_created_idx" ON "sales" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at","id");