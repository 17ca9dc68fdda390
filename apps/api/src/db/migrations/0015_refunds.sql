CREATE TABLE "payout_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"refund_id" uuid NOT NULL,
	"sale_created_at" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"fee_gst_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"payout_id" uuid,
	"paid_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"restock" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_change_cents" integer NOT NULL,
	"fee_gst_change_cents" integer NOT NULL,
	"net_change_cents" integer NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "adjustment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "adjustment_net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_status_totals" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_totals" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_status_totals" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_totals" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "restocked_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "refunded_shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_adjustments" ADD CONSTRAINT "payout_adjustments_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_adjustments_refund_key" ON "payout_adjustments" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "payout_adjustments_carried_idx" ON "payout_adjustments" USING btree ("vendor_id","created_at","id") WHERE "payout_adjustments"."payout_id" is null;--> statement-breakpoint
CREATE INDEX "payout_adjustments_payout_idx" ON "payout_adjustments" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payout_adjustments_sale_idx" ON "payout_adjustments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payout_adjustments_vendor_sale_created_idx" ON "payout_adjustments" USING btree ("vendor_id","sale_created_at");--> statement-breakpoint
CREATE INDEX "payout_adjustments_sale_created_idx" ON "payout_adjustments" USING btree ("sale_created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_sale_idx" ON "refunds" USING btree ("sale_id","created_at");--> statement-breakpoint
-- Refunds (issue 13). The kept sale figures gain what was refunded, and take in the payout adjustments
-- (refunds after a payout: negative fee and net under the sale's day, Delivered, in the state of the
-- payout that deducts them), so earnings, statements and "owed to vendors" stay exact reads.
CREATE TYPE sale_figures_delta AS (vendor_id uuid, day date, status text, in_payout boolean, paid_out boolean,
  sales int, price_cents bigint, shipping_cents bigint, fee_cents bigint, fee_gst_cents bigint, net_cents bigint,
  refunded_cents bigint);
--> statement-breakpoint
CREATE FUNCTION sale_figures_apply(deltas sale_figures_delta[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_sale_totals AS t (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
  SELECT vendor_id, day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
  FROM unnest(deltas) GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (vendor_id, day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;
  INSERT INTO vendor_sale_status_totals AS t (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
  SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
  FROM unnest(deltas) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (vendor_id, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;
  INSERT INTO marketplace_sale_totals AS t (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
  SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
  FROM unnest(deltas) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;
  INSERT INTO marketplace_sale_status_totals AS t (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
  SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
  FROM unnest(deltas) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents,
    refunded_cents = t.refunded_cents + excluded.refunded_cents;$$;
--> statement-breakpoint
DROP FUNCTION sale_totals_apply(sales[], sales[]);--> statement-breakpoint
DROP FUNCTION sale_totals_delta(sales[], sales[]);--> statement-breakpoint
CREATE FUNCTION sale_totals_delta(old_rows sales[], new_rows sales[]) RETURNS SETOF sale_figures_delta
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT vendor_id, created_at, status, payout_id, paid_out, -1 AS sign, price_cents, shipping_cents, fee_cents,
      fee_gst_cents, net_cents, refunded_cents + refunded_shipping_cents AS refunded_cents
    FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, created_at, status, payout_id, paid_out, 1, price_cents, shipping_cents, fee_cents,
      fee_gst_cents, net_cents, refunded_cents + refunded_shipping_cents
    FROM unnest(new_rows)
  )
  SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out,
    sum(sign)::int, sum(sign * price_cents), sum(sign * shipping_cents), sum(sign * fee_cents), sum(sign * fee_gst_cents),
    sum(sign * net_cents), sum(sign * refunded_cents)
  FROM changed
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0 OR sum(sign * price_cents) <> 0 OR sum(sign * shipping_cents) <> 0
    OR sum(sign * fee_cents) <> 0 OR sum(sign * fee_gst_cents) <> 0 OR sum(sign * net_cents) <> 0
    OR sum(sign * refunded_cents) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION sale_totals_apply(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE sql AS $$
  SELECT sale_figures_apply(array(SELECT d FROM sale_totals_delta(old_rows, new_rows) AS d));
$$;
--> statement-breakpoint
CREATE FUNCTION adjustment_totals_delta(old_rows payout_adjustments[], new_rows payout_adjustments[])
RETURNS SETOF sale_figures_delta LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT vendor_id, sale_created_at, payout_id, paid_out, -1 AS sign, fee_cents, fee_gst_cents, net_cents FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, sale_created_at, payout_id, paid_out, 1, fee_cents, fee_gst_cents, net_cents FROM unnest(new_rows)
  )
  SELECT vendor_id, (sale_created_at AT TIME ZONE 'Australia/Sydney')::date, 'Delivered', payout_id IS NOT NULL, paid_out,
    0, 0::bigint, 0::bigint, sum(sign * fee_cents), sum(sign * fee_gst_cents), sum(sign * net_cents), 0::bigint
  FROM changed
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign * fee_cents) <> 0 OR sum(sign * fee_gst_cents) <> 0 OR sum(sign * net_cents) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION payout_adjustments_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sale_figures_apply(array(SELECT d FROM adjustment_totals_delta('{}', array(SELECT n::payout_adjustments FROM new_adjustments n)) AS d));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sale_figures_apply(array(SELECT d FROM adjustment_totals_delta(
      array(SELECT o::payout_adjustments FROM old_adjustments o), array(SELECT n::payout_adjustments FROM new_adjustments n)) AS d));
  ELSE
    PERFORM sale_figures_apply(array(SELECT d FROM adjustment_totals_delta(array(SELECT o::payout_adjustments FROM old_adjustments o), '{}') AS d));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_adjustments_totals_insert AFTER INSERT ON payout_adjustments REFERENCING NEW TABLE AS new_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION payout_adjustments_keep_totals();
--> statement-breakpoint
CREATE TRIGGER payout_adjustments_totals_update AFTER UPDATE ON payout_adjustments REFERENCING OLD TABLE AS old_adjustments NEW TABLE AS new_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION payout_adjustments_keep_totals();
--> statement-breakpoint
CREATE TRIGGER payout_adjustments_totals_delete AFTER DELETE ON payout_adjustments REFERENCING OLD TABLE AS old_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION payout_adjustments_keep_totals();
--> statement-breakpoint
-- Recording (or undoing) a payout's bank transfer marks its sales and the adjustments it deducts paid out (or not).
CREATE OR REPLACE FUNCTION payouts_mark_sales_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales SET paid_out = changed.paid_out
  FROM (SELECT new_payouts.id, new_payouts.paid_at IS NOT NULL AS paid_out
    FROM new_payouts JOIN old_payouts ON old_payouts.id = new_payouts.id
    WHERE (new_payouts.paid_at IS NULL) <> (old_payouts.paid_at IS NULL)) AS changed
  WHERE sales.payout_id = changed.id;
  UPDATE payout_adjustments SET paid_out = changed.paid_out
  FROM (SELECT new_payouts.id, new_payouts.paid_at IS NOT NULL AS paid_out
    FROM new_payouts JOIN old_payouts ON old_payouts.id = new_payouts.id
    WHERE (new_payouts.paid_at IS NULL) <> (old_payouts.paid_at IS NULL)) AS changed
  WHERE payout_adjustments.payout_id = changed.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Sales cancelled before: a cancel is now a full refund with every item back in stock (the stock went
-- back when they were cancelled), so each gets its refund record and keeps no fee or net.
INSERT INTO refunds (sale_id, idempotency_key, request_hash, amount_cents, shipping_cents, reason, restock,
  fee_change_cents, fee_gst_change_cents, net_change_cents, actor_id, created_at)
SELECT sales.id, 'cancel:' || sales.id, '', sales.price_cents, sales.shipping_cents, 'cancelled',
  coalesce((SELECT jsonb_agg(jsonb_build_object('itemId', sale_items.id, 'qty', sale_items.qty) ORDER BY sale_items.position)
    FROM sale_items WHERE sale_items.sale_id = sales.id), '[]'::jsonb),
  -sales.fee_cents, -sales.fee_gst_cents, -sales.net_cents, cancelled.actor_id, coalesce(cancelled.created_at, sales.updated_at)
FROM sales
LEFT JOIN LATERAL (SELECT actor_id, created_at FROM sale_status_history
  WHERE sale_status_history.sale_id = sales.id AND to_status = 'Cancel' ORDER BY created_at DESC LIMIT 1) AS cancelled ON true
WHERE sales.status = 'Cancel';
--> statement-breakpoint
UPDATE sale_items SET restocked_qty = sale_items.qty FROM sales WHERE sales.id = sale_items.sale_id AND sales.status = 'Cancel';
--> statement-breakpoint
ALTER TABLE sales DISABLE TRIGGER sales_totals_update;
--> statement-breakpoint
UPDATE sales SET refunded_cents = price_cents, refunded_shipping_cents = shipping_cents, fee_cents = 0, fee_gst_cents = 0, net_cents = 0
WHERE status = 'Cancel';
--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sales_totals_update;
--> statement-breakpoint
DELETE FROM vendor_sale_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_totals;
--> statement-breakpoint
DELETE FROM vendor_sale_status_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_status_totals;
--> statement-breakpoint
INSERT INTO vendor_sale_totals (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out, count(*)::int,
  sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents + refunded_shipping_cents)
FROM sales GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO marketplace_sale_totals (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO vendor_sale_status_totals (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO marketplace_sale_status_totals (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents, refunded_cents)
SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents), sum(refunded_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3;
