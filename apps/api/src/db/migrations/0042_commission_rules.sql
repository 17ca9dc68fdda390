CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid,
	"category_id" uuid,
	"percent_basis_points" integer NOT NULL,
	"fixed_cents" integer NOT NULL,
	"min_cents" integer,
	"max_cents" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "shipping_share_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_percent_basis_points" integer;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_fixed_cents" integer;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_min_cents" integer;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "fee_max_cents" integer;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rules_vendor_idx" ON "commission_rules" USING btree ("vendor_id") WHERE "commission_rules"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_fee_rule_id_commission_rules_id_fk" FOREIGN KEY ("fee_rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Lines of sales from before commission rules: the sale's shipping and its fee as it stands, spread over
-- the lines by their items' amounts (the cents left by rounding down on the first line), terms left null.
WITH lines AS (
  SELECT i.id,
         i.sale_id,
         row_number() OVER (PARTITION BY i.sale_id ORDER BY i.position, i.id) AS line_number,
         s.shipping_cents::bigint AS shipping,
         s.fee_cents::bigint AS fee,
         CASE WHEN t.total = 0 THEN 0 ELSE (i.price_cents::bigint * i.qty * s.shipping_cents) / t.total END AS shipping_floor,
         CASE WHEN t.total = 0 THEN 0 ELSE (i.price_cents::bigint * i.qty * s.fee_cents) / t.total END AS fee_floor
  FROM "sale_items" i
  JOIN "sales" s ON s.id = i.sale_id
  JOIN (SELECT sale_id, sum(price_cents::bigint * qty)::bigint AS total FROM "sale_items" GROUP BY sale_id) t ON t.sale_id = i.sale_id
), shares AS (
  SELECT lines.*,
         sum(shipping_floor) OVER (PARTITION BY sale_id)::bigint AS shipping_floors,
         sum(fee_floor) OVER (PARTITION BY sale_id)::bigint AS fee_floors
  FROM lines
)
UPDATE "sale_items" i
SET shipping_share_cents = (shares.shipping_floor + CASE WHEN shares.line_number = 1 THEN shares.shipping - shares.shipping_floors ELSE 0 END)::integer,
    fee_cents = (shares.fee_floor + CASE WHEN shares.line_number = 1 THEN shares.fee - shares.fee_floors ELSE 0 END)::integer
FROM shares
WHERE shares.id = i.id;
