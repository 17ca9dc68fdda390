-- Sale figures per vendor and state, per marketplace day (Australia/Sydney) and all time, kept by
-- statement triggers in the transaction that changes the sales. Each statement adds its rows'
-- figures (new rows +1, old rows -1) grouped per key, table after table in one fixed order and rows
-- in key order, so that concurrent single-statement changes take these row locks in one order.
CREATE FUNCTION sale_totals_delta(old_rows sales[], new_rows sales[])
RETURNS TABLE (vendor_id uuid, day date, status text, in_payout boolean, sales int, price_cents bigint,
  shipping_cents bigint, fee_cents bigint, net_cents bigint)
LANGUAGE sql STABLE AS $$
  WITH changed AS (
    SELECT vendor_id, created_at, status, payout_id, -1 AS sign, price_cents, shipping_cents, fee_cents, net_cents
    FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, created_at, status, payout_id, 1, price_cents, shipping_cents, fee_cents, net_cents
    FROM unnest(new_rows)
  )
  SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL,
    sum(sign)::int, sum(sign * price_cents), sum(sign * shipping_cents), sum(sign * fee_cents), sum(sign * net_cents)
  FROM changed
  GROUP BY 1, 2, 3, 4
  HAVING sum(sign) <> 0 OR sum(sign * price_cents) <> 0 OR sum(sign * shipping_cents) <> 0
    OR sum(sign * fee_cents) <> 0 OR sum(sign * net_cents) <> 0
$$;
--> statement-breakpoint
CREATE FUNCTION sale_totals_apply(old_rows sales[], new_rows sales[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_sale_totals AS t (vendor_id, day, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT vendor_id, day, status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (vendor_id, day, status, in_payout) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO vendor_sale_status_totals AS t (vendor_id, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT vendor_id, status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (vendor_id, status, in_payout) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_totals AS t (day, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT day, status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (day, status, in_payout) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;
  INSERT INTO marketplace_sale_status_totals AS t (status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
  SELECT status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents) FROM sale_totals_delta(old_rows, new_rows)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (status, in_payout) DO UPDATE SET
    sales = t.sales + excluded.sales, price_cents = t.price_cents + excluded.price_cents,
    shipping_cents = t.shipping_cents + excluded.shipping_cents, fee_cents = t.fee_cents + excluded.fee_cents,
    net_cents = t.net_cents + excluded.net_cents;$$;
--> statement-breakpoint
CREATE FUNCTION sales_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A transition table exists only for the events that have it, so each event reads its own.
  IF TG_OP = 'INSERT' THEN
    PERFORM sale_totals_apply('{}', array(SELECT n::sales FROM new_sales n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sale_totals_apply(array(SELECT o::sales FROM old_sales o), array(SELECT n::sales FROM new_sales n));
  ELSE
    PERFORM sale_totals_apply(array(SELECT o::sales FROM old_sales o), '{}');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sales_totals_insert AFTER INSERT ON sales REFERENCING NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_keep_totals();
--> statement-breakpoint
CREATE TRIGGER sales_totals_update AFTER UPDATE ON sales REFERENCING OLD TABLE AS old_sales NEW TABLE AS new_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_keep_totals();
--> statement-breakpoint
CREATE TRIGGER sales_totals_delete AFTER DELETE ON sales REFERENCING OLD TABLE AS old_sales
  FOR EACH STATEMENT EXECUTE FUNCTION sales_keep_totals();
--> statement-breakpoint
-- Orders per marketplace day, for the order list's exact total.
CREATE FUNCTION orders_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_totals AS t (day, orders)
    SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, count(*)::int FROM new_orders GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET orders = t.orders + excluded.orders;
  ELSE
    UPDATE order_day_totals AS t SET orders = t.orders - gone.orders
    FROM (SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date AS day, count(*)::int AS orders
      FROM old_orders GROUP BY 1 ORDER BY 1) AS gone
    WHERE t.day = gone.day;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_totals_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_totals();
--> statement-breakpoint
CREATE TRIGGER orders_totals_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_keep_totals();
--> statement-breakpoint
INSERT INTO order_day_totals (day, orders)
SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, count(*)::int FROM orders GROUP BY 1;
--> statement-breakpoint
-- A sale carries the payout that holds it, whatever writes the payout's lines.
CREATE FUNCTION payout_lines_mark_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE sales SET payout_id = lines.payout_id
    FROM (SELECT sale_id, payout_id FROM new_lines ORDER BY sale_id) AS lines
    WHERE sales.id = lines.sale_id;
  ELSE
    UPDATE sales SET payout_id = NULL
    FROM (SELECT sale_id FROM old_lines ORDER BY sale_id) AS lines
    WHERE sales.id = lines.sale_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payout_lines_insert AFTER INSERT ON payout_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION payout_lines_mark_sales();
--> statement-breakpoint
CREATE TRIGGER payout_lines_delete AFTER DELETE ON payout_lines REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION payout_lines_mark_sales();
--> statement-breakpoint
-- Databases that already hold sales: copy payout membership onto the sales, then build the totals.
UPDATE sales SET payout_id = payout_lines.payout_id FROM payout_lines WHERE payout_lines.sale_id = sales.id;
--> statement-breakpoint
DELETE FROM vendor_sale_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_totals;
--> statement-breakpoint
DELETE FROM vendor_sale_status_totals;
--> statement-breakpoint
DELETE FROM marketplace_sale_status_totals;
--> statement-breakpoint
INSERT INTO vendor_sale_totals (vendor_id, day, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT vendor_id, (created_at AT TIME ZONE 'Australia/Sydney')::date, status, payout_id IS NOT NULL, count(*)::int,
  sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM sales GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO marketplace_sale_totals (day, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT day, status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO vendor_sale_status_totals (vendor_id, status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT vendor_id, status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO marketplace_sale_status_totals (status, in_payout, sales, price_cents, shipping_cents, fee_cents, net_cents)
SELECT status, in_payout, sum(sales)::int, sum(price_cents), sum(shipping_cents), sum(fee_cents), sum(net_cents)
FROM vendor_sale_totals GROUP BY 1, 2;
--> statement-breakpoint
-- Each vendor's product count and stock value (price x stock), kept like the sale figures.
CREATE FUNCTION product_totals_apply(old_rows products[], new_rows products[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vendor_product_totals AS t (vendor_id, products, net_worth_cents)
  SELECT vendor_id, sum(sign)::int, sum(sign * price_cents::bigint * stock)
  FROM (
    SELECT vendor_id, -1 AS sign, price_cents, stock FROM unnest(old_rows)
    UNION ALL
    SELECT vendor_id, 1, price_cents, stock FROM unnest(new_rows)
  ) AS changed
  GROUP BY vendor_id
  HAVING sum(sign) <> 0 OR sum(sign * price_cents::bigint * stock) <> 0
  ORDER BY vendor_id
  ON CONFLICT (vendor_id) DO UPDATE SET
    products = t.products + excluded.products, net_worth_cents = t.net_worth_cents + excluded.net_worth_cents;
$$;
--> statement-breakpoint
CREATE FUNCTION products_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_totals_apply('{}', array(SELECT n::products FROM new_products n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM product_totals_apply(array(SELECT o::products FROM old_products o), array(SELECT n::products FROM new_products n));
  ELSE
    PERFORM product_totals_apply(array(SELECT o::products FROM old_products o), '{}');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_totals_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_totals();
--> statement-breakpoint
CREATE TRIGGER products_totals_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_totals();
--> statement-breakpoint
CREATE TRIGGER products_totals_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_totals();
--> statement-breakpoint
INSERT INTO vendor_product_totals (vendor_id, products, net_worth_cents)
SELECT vendor_id, count(*)::int, sum(price_cents::bigint * stock) FROM products GROUP BY vendor_id;
--> statement-breakpoint
-- Products per category (on products.category_id) and per subcategory (on product_subcategories).
CREATE FUNCTION category_counts_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO category_product_counts AS t (category_id, products)
  SELECT (c->>'id')::uuid, sum((c->>'sign')::int)::int FROM jsonb_array_elements(changes) AS c
  GROUP BY 1 HAVING sum((c->>'sign')::int) <> 0 ORDER BY 1
  ON CONFLICT (category_id) DO UPDATE SET products = t.products + excluded.products;
$$;
--> statement-breakpoint
CREATE FUNCTION products_keep_category_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM category_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object('id', category_id, 'sign', 1)), '[]') FROM new_products));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM category_counts_apply((SELECT coalesce(jsonb_agg(c), '[]') FROM (
      SELECT jsonb_build_object('id', category_id, 'sign', -1) AS c FROM old_products
      UNION ALL SELECT jsonb_build_object('id', category_id, 'sign', 1) FROM new_products) AS changed));
  ELSE
    PERFORM category_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object('id', category_id, 'sign', -1)), '[]') FROM old_products));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_category_counts_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_category_counts();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_category_counts();
--> statement-breakpoint
CREATE TRIGGER products_category_counts_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_category_counts();
--> statement-breakpoint
CREATE FUNCTION subcategories_keep_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM category_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object('id', subcategory_id, 'sign', 1)), '[]') FROM new_links));
  ELSE
    PERFORM category_counts_apply((SELECT coalesce(jsonb_agg(jsonb_build_object('id', subcategory_id, 'sign', -1)), '[]') FROM old_links));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_subcategories_counts_insert AFTER INSERT ON product_subcategories REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION subcategories_keep_counts();
--> statement-breakpoint
CREATE TRIGGER product_subcategories_counts_delete AFTER DELETE ON product_subcategories REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION subcategories_keep_counts();
--> statement-breakpoint
INSERT INTO category_product_counts (category_id, products)
SELECT id, count(*)::int FROM (
  SELECT category_id AS id FROM products UNION ALL SELECT subcategory_id FROM product_subcategories
) AS uses GROUP BY id;
--> statement-breakpoint
-- The marketplace's payouts per day of creation (Australia/Sydney) and paid or not, for the super
-- admin's payout totals; kept like the sale figures (old rows -1, new rows +1, grouped per key and
-- applied in key order). Marking a payout paid moves it from one key of its day to the other.
CREATE FUNCTION payout_totals_apply(old_rows payouts[], new_rows payouts[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payout_day_totals AS t (day, paid, payouts, gross_cents, fee_cents, net_cents, sale_count)
  SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, paid_at IS NOT NULL, sum(sign)::int,
    sum(sign * gross_cents::bigint), sum(sign * fee_cents::bigint), sum(sign * net_cents::bigint),
    sum(sign * sale_count::bigint)
  FROM (
    SELECT created_at, paid_at, -1 AS sign, gross_cents, fee_cents, net_cents, sale_count FROM unnest(old_rows)
    UNION ALL
    SELECT created_at, paid_at, 1, gross_cents, fee_cents, net_cents, sale_count FROM unnest(new_rows)
  ) AS changed
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * gross_cents::bigint) <> 0 OR sum(sign * fee_cents::bigint) <> 0
    OR sum(sign * net_cents::bigint) <> 0 OR sum(sign * sale_count::bigint) <> 0
  ORDER BY 1, 2
  ON CONFLICT (day, paid) DO UPDATE SET
    payouts = t.payouts + excluded.payouts, gross_cents = t.gross_cents + excluded.gross_cents,
    fee_cents = t.fee_cents + excluded.fee_cents, net_cents = t.net_cents + excluded.net_cents,
    sale_count = t.sale_count + excluded.sale_count;
$$;
--> statement-breakpoint
CREATE FUNCTION payouts_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM payout_totals_apply('{}', array(SELECT n::payouts FROM new_payouts n));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM payout_totals_apply(array(SELECT o::payouts FROM old_payouts o), array(SELECT n::payouts FROM new_payouts n));
  ELSE
    PERFORM payout_totals_apply(array(SELECT o::payouts FROM old_payouts o), '{}');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payouts_totals_insert AFTER INSERT ON payouts REFERENCING NEW TABLE AS new_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_keep_totals();
--> statement-breakpoint
CREATE TRIGGER payouts_totals_update AFTER UPDATE ON payouts REFERENCING OLD TABLE AS old_payouts NEW TABLE AS new_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_keep_totals();
--> statement-breakpoint
CREATE TRIGGER payouts_totals_delete AFTER DELETE ON payouts REFERENCING OLD TABLE AS old_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION payouts_keep_totals();
--> statement-breakpoint
INSERT INTO payout_day_totals (day, paid, payouts, gross_cents, fee_cents, net_cents, sale_count)
SELECT (created_at AT TIME ZONE 'Australia/Sydney')::date, paid_at IS NOT NULL, count(*)::int, sum(gross_cents),
  sum(fee_cents), sum(net_cents), sum(sale_count)
FROM payouts GROUP BY 1, 2;
--> statement-breakpoint
-- A vendor's latest document submission, copied onto the account for the verification queue's index.
CREATE FUNCTION identity_documents_mark_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET identity_submitted_at = greatest(users.identity_submitted_at, latest.at)
  FROM (SELECT user_id, max(created_at) AS at FROM new_documents GROUP BY user_id ORDER BY user_id) AS latest
  WHERE users.id = latest.user_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER identity_documents_insert AFTER INSERT ON identity_documents REFERENCING NEW TABLE AS new_documents
  FOR EACH STATEMENT EXECUTE FUNCTION identity_documents_mark_user();
--> statement-breakpoint
UPDATE users SET identity_submitted_at = latest.at
FROM (SELECT user_id, max(created_at) AS at FROM identity_documents GROUP BY user_id) AS latest
WHERE users.id = latest.user_id;
