-- GST on the marketplace's fee (issue 14): each sale keeps the GST its fee includes (fee / 11,
-- half-up, fixed at the sale like the fee), payout lines and payouts copy it, and the kept sale figures
-- sum it, so that statements and tax invoices add up to the cent at any size.
ALTER TABLE "payout_lines" ADD COLUMN "fee_gst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "fee_gst_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_status_totals" ADD COLUMN "fee_gst_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_sale_totals" ADD COLUMN "fee_gst_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_status_totals" ADD COLUMN "fee_gst_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_sale_totals" ADD COLUMN "fee_gst_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "fee_gst_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP FUNCTION sale_totals_delta(sales[], sales[]);--> statement-breakpoint
CREATE FUNCTION sale_totals_delta(old_rows sales[], new_rows sales[])
RETURNS TABLE (vendor_id uuid, day date, status text, in_payout boolean, paid_out boolean, sales int,
  price_cents bigint, shipping_cents bigint, fee_cents bigint, fee_gst_cents bigint, net_cents bigint)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT vendor_id, created_at, status, payout_id, paid_out, -1 AS sign, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents
    FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, created_at, status, payout_id, paid_out, 1, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents
    FROM unnest(new_rows)
  )
  SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out,
    sum(sign)::int, sum(sign * price_cents), sum(sign * shipping_cents), sum(sign * fee_cents), sum(sign * fee_gst_cents),
    sum(sign * net_cents)
  FROM changed
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(sign) <> 0 OR sum(sign * price_cents) <> 0 OR sum(sign * shipping_cents) <> 0
    OR sum(sign * fee_cents) <> 0 OR sum(sign * fee_gst_cents) <> 0 OR sum(sign * net_cents) <> 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sale_totals_apply(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_sale_totals AS t (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
  SELECT vendor_id, day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (vendor_id, day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO vendor_sale_status_totals AS t (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
  SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (vendor_id, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_totals AS t (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
  SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_status_totals AS t (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
  SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (status, in_payout, paid_out) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    fee_gst_cents = t.fee_gst_cents + excluded.fee_gst_cents, net_cents = t.net_cents + excluded.net_cents;$$;
--> statement-breakpoint
-- Sales made before: the marketplace is GST-registered by default (MARKETPLACE_GST_REGISTERED), so
-- their fees included GST too. One set-based pass, then the figures rebuilt once.
ALTER TABLE sales DISABLE TRIGGER sales_totals_update;
--> statement-breakpoint
UPDATE sales SET fee_gst_cents = (fee_cents * 2 + 11) / 22 WHERE fee_cents > 0;
--> statement-breakpoint
ALTER TABLE sales ENABLE TRIGGER sales_totals_update;
--> statement-breakpoint
UPDATE payout_lines SET fee_gst_cents = sales.fee_gst_cents FROM sales WHERE sales.id = payout_lines.sale_id;
--> statement-breakpoint
-- The payout triggers would carry every payout in their arrays for a change that moves no total.
ALTER TABLE payouts DISABLE TRIGGER payouts_totals_update;
--> statement-breakpoint
ALTER TABLE payouts DISABLE TRIGGER payouts_mark_sales_paid;
--> statement-breakpoint
UPDATE payouts SET fee_gst_cents = lines.fee_gst_cents
FROM (SELECT payout_id, sum(fee_gst_cents)::int AS fee_gst_cents FROM payout_lines GROUP BY payout_id) AS lines
WHERE lines.payout_id = payouts.id;
--> statement-breakpoint
ALTER TABLE payouts ENABLE TRIGGER payouts_totals_update;
--> statement-breakpoint
ALTER TABLE payouts ENABLE TRIGGER payouts_mark_sales_paid;
--> statement-breakpoint
DELETE FROM vendor_sale_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_totals;
--> statement-breakpoint
DELETE FROM vendor_sale_status_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_status_totals;
--> statement-breakpoint
INSERT INTO vendor_sale_totals (vendor_id, day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, paid_out, count(*)::int,
  sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents)
FROM sales GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO marketplace_sale_totals (day, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
SELECT day, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO vendor_sale_status_totals (vendor_id, status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
SELECT vendor_id, status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO marketplace_sale_status_totals (status, in_payout, paid_out, sales, price_cents, shipping_cents, fee_cents, fee_gst_cents, net_cents)
SELECT status, in_payout, paid_out, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(fee_gst_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3;
