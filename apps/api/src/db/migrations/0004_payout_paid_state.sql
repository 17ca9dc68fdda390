-- "Paid out" means the payout's bank transfer is recorded, not that a sale sits in a payout: the sale
-- row carries it (paid_out, kept from payouts.paid_at) and the sale figures gain it as a key, so that
-- statements split in-payout money into "transfer pending" and "paid out".
ALTER TABLE "sales" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_status_totals" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_totals" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_status_totals" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_totals" ADD COLUMN "paid_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_status_totals" DROP CONSTRAINT "marketplace_sale_status_totals_status_in_payout_pk";--> statement-breakpoint
ALTER TABLE "marketplace_sale_totals" DROP CONSTRAINT "marketplace_sale_totals_day_status_in_payout_pk";--> statement-breakpoint
ALTER TABLE "vendor_sale_status_totals" DROP CONSTRAINT "vendor_sale_status_totals_vendor_id_status_in_payout_pk";--> statement-breakpoint
ALTER TABLE "vendor_sale_totals" DROP CONSTRAINT "vendor_sale_totals_vendor_id_day_status_in_payout_pk";--> statement-breakpoint
ALTER TABLE "marketplace_sale_status_totals" ADD CONSTRAINT "marketplace_sale_status_totals_status_in_payout_paid_out_pk" PRIMARY KEY("status","in_payout","paid_out");--> statement-breakpoint
ALTER TABLE "marketplace_sale_totals" ADD CONSTRAINT "marketplace_sale_totals_day_status_in_payout_paid_out_pk" PRIMARY KEY("day","status","in_payout","paid_out");--> statement-breakpoint
ALTER TABLE "vendor_sale_status_totals" ADD CONSTRAINT "vendor_sale_status_totals_vendor_id_status_in_payout_paid_out_pk" PRIMARY KEY("vendor_id","status","in_payout","paid_out");--> statement-breakpoint
ALTER TABLE "vendor_sale_totals" ADD CONSTRAINT "vendor_sale_totals_vendor_id_day_status_in_payout_paid_out_pk" PRIMARY KEY("vendor_id","day","status","in_payout","paid_out");--> statement-breakpoint
DROP INDEX "sales_statement_paid_idx";--> statement-breakpoint
CREATE INDEX "sales_statement_in_payout_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."payout_id" is not null and not "sales"."paid_out";--> statement-breakpoint
CREATE INDEX "sales_statement_paid_idx" ON "sales" USING btree ("created_at","id") WHERE "sales"."paid_out";--> statement-breakpoint
DROP FUNCTION sale_totals_delta(sales[], sales[]);--> statement-breakpoint
CREATE FUNCTION sale_totals_delta(old_rows sales[], new_rows sales[])
RETURNS TABLE (vendor_id uuid, day date, status text, in_payout boolean, paid_out boolean, sales int,
  price_cents bigint, shipping_cents bigint, fee_cents bigint, net_cents bigint)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT vendor_id, created_at, status, payout_id, paid_out, -1 AS sign, price_cents, shipping_cents, fee_cents, net_cents
    FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, created_at, status, payout_id, paid_out, 1, price_cents, shipping_cents, fee_cents, net_cents
    FROM unnest(new_rows)
  )
  SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out,
    sum(sign)::int, sum(sign * price_cents), sum(sign * shipping_cents), sum(sign * fee_cents), sum(sign * net_cents)
  FROM changed
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0 OR sum(sign * price_cents) <> 0 OR sum(sign * shipping_cents) <> 0
    OR sum(sign * fee_cents) <> 0 OR sum(sign * net_cents) <> 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_totals_apply(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_sale_totals AS t (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT vendor_id, day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (vendor_id, day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO vendor_sale_status_totals AS t (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (vendor_id, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_totals AS t (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_status_totals AS t (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;$$;
--> statement-breakpoint
-- A sale carries its payout and whether that payout is paid, whatever writes the payout's lines.
CREATE OR REPLACE FUNCTION payout_lines_mark_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sales SET payout_id = lines.payout_id, paid_out = lines.paid_out
    FROM (SELECT new_lines.sale_id, new_lines.payout_id, payouts.paid_at IS NOT NULL AS paid_out
      FROM new_lines JOIN payouts ON payouts.id = new_lines.payout_id ORDER BY new_lines.sale_id) AS lines
    WHERE sales.id = lines.sale_id;
  ELSE
    UPDATE sales SET payout_id = NULL, paid_out = false
    FROM (SELECT sale_id FROM old_lines ORDER BY sale_id) AS lines
    WHERE sales.id = lines.sale_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Recording (or undoing) a payout's bank transfer marks its sales paid out (or not).
CREATE FUNCTION payouts_mark_sales_paid() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales SET paid_out = changed.paid_out
  FROM (SELECT new_payouts.id, new_payouts.paid_at IS NOT NULL AS paid_out
    FROM new_payouts JOIN old_payouts ON old_payouts.id = new_payouts.id
    WHERE (new_payouts.paid_at IS NULL) <> (old_payouts.paid_at IS NULL)) AS changed
  WHERE sales.payout_id = changed.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payouts_mark_sales_paid AFTER UPDATE ON payouts REFERENCING OLD TABLE AS old_payouts NEW TABLE AS new_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_mark_sales_paid();
--> statement-breakpoint
-- Databases that already hold paid payouts: mark their sales, then rebuild the figures once
-- (one set-based pass instead of the trigger's per-statement arrays over every paid sale).
ALTER TABLE sales DISABLE TRIGGER sales_totals_update;
--> statement-breakpoint
UPDATE sales SET paid_out = true FROM payouts WHERE payouts.id = sales.payout_id AND payouts.paid_at IS NOT NULL;
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
INSERT INTO vendor_sale_totals (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out, count(*)::int,
  sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM sales GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO marketplace_sale_totals (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO vendor_sale_status_totals (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO marketplace_sale_status_totals (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3;
