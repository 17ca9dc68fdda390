CREATE TABLE "payout_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid,
	"interval" text NOT NULL,
	"weekday" integer,
	"day_of_month" integer,
	"minimum_cents" integer DEFAULT 0 NOT NULL,
	"hold_days" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_schedules" ADD CONSTRAINT "payout_schedules_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_schedules_vendor_key" ON "payout_schedules" USING btree ("vendor_id") WHERE "payout_schedules"."vendor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_schedules_marketplace_key" ON "payout_schedules" USING btree (("vendor_id" is null)) WHERE "payout_schedules"."vendor_id" is null;