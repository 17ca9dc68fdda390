CREATE TABLE "standards_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"thresholds" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "standards_settings_one_row" CHECK ("standards_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vendor_standards" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"sales" integer NOT NULL,
	"late_dispatch" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"shipped" integer NOT NULL,
	"tracked" integer NOT NULL,
	"with_case" integer NOT NULL,
	"defects" integer NOT NULL,
	"cases" integer NOT NULL,
	"response_hours" numeric(10, 1),
	"rated" boolean NOT NULL,
	"standing" text NOT NULL,
	"standing_rank" smallint NOT NULL,
	"risk" integer NOT NULL,
	"told" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standards_settings" ADD CONSTRAINT "standards_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_standards" ADD CONSTRAINT "vendor_standards_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_standards_risk_idx" ON "vendor_standards" USING btree ("standing_rank","risk","vendor_id");