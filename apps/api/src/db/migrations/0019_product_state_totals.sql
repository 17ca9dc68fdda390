CREATE TABLE "product_state_totals" (
	"status" text NOT NULL,
	"approval" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_state_totals_status_approval_pk" PRIMARY KEY("status","approval")
);
--> statement-breakpoint
ALTER TABLE "vendor_product_totals" ADD COLUMN "live_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_product_totals" ADD COLUMN "paused_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The vendor's live (active and approved) and paused counts, and the marketplace's products by
-- status and approval, kept with the count and stock value. A change of stock alone nets to zero
-- in every group and writes nothing, so orders never wait on the marketplace rows.
CREATE OR REPLACE FUNCTION product_totals_apply(old_rows products[], new_rows products[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_product_totals AS t (vendor_id, products, live_products, paused_products, net_worth_cents)
  SELECT vendor_id, sum(sign)::int,
    coalesce(sum(sign) FILTER (WHERE status = 'active' AND approval = 'approved'), 0)::int,
    coalesce(sum(sign) FILTER (WHERE status = 'paused'), 0)::int,
    sum(sign * price_cents::bigint * stock)
  FROM (
    SELECT vendor_id, -1 AS sign, status, approval, price_cents, stock FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, 1, status, approval, price_cents, stock FROM unnest(new_rows)
  ) AS changed
  GROUP BY vendor_id
  HAVING sum(sign) <> 0 OR sum(sign * price_cents::bigint * stock) <> 0
    OR sum(sign) FILTER (WHERE status = 'active' AND approval = 'approved') <> 0
    OR sum(sign) FILTER (WHERE status = 'paused') <> 0
  ORDER BY vendor_id
  ON CONFLICT (vendor_id) DO UPDATE SET
    products = t.products + excluded.products,
    live_products = t.live_products + excluded.live_products,
    paused_products = t.paused_products + excluded.paused_products,
    net_worth_cents = t.net_worth_cents + excluded.net_worth_cents;

  INSERT INTO product_state_totals AS t (status, approval, products)
  SELECT status, approval, sum(sign)::int
  FROM (
    SELECT -1 AS sign, status, approval FROM unnest(old_rows)
    UNION ALL
    SELECT 1, status, approval FROM unnest(new_rows)
  ) AS changed
  GROUP BY status, approval
  HAVING sum(sign) <> 0
  ORDER BY status, approval
  ON CONFLICT (status, approval) DO UPDATE SET products = t.products + excluded.products;
$$;
--> statement-breakpoint
UPDATE vendor_product_totals AS t SET live_products = c.live, paused_products = c.paused
FROM (
  SELECT vendor_id,
    (count(*) FILTER (WHERE status = 'active' AND approval = 'approved'))::int AS live,
    (count(*) FILTER (WHERE status = 'paused'))::int AS paused
  FROM products GROUP BY vendor_id
) AS c
WHERE c.vendor_id = t.vendor_id;
--> statement-breakpoint
INSERT INTO product_state_totals (status, approval, products)
SELECT status, approval, count(*)::int FROM products GROUP BY status, approval;
