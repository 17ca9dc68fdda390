-- hand-written: stock per variant (issue 47 section 3)
-- A product with variants is low or out when one of its variants is: products.stock_state becomes the
-- worst of its variants' states (each judged by the rule the variant's stock notice uses: its own
-- threshold, else the product's, else the store's, else 3), so the list's Low and Out of stock
-- filters and the dashboard's counts still read products_vendor_stock_state_idx. A product without
-- variants keeps its own stock's state. The product's own stock notice is still told and lowered by
-- its own stock (onStockCrossings), not by its variants'.
CREATE OR REPLACE FUNCTION variant_low_stock_threshold(own integer, product uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(own, (SELECT coalesce(p.low_stock_threshold, store_low_stock_threshold(p.vendor_id)) FROM products p WHERE p.id = product), 3)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_stock_state(product uuid, own_stock integer, own_threshold integer, vendor uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT CASE max(stock_rank(stock_state_of(v.stock, coalesce(v.low_stock_threshold, t.threshold))))
              WHEN 2 THEN 'out' WHEN 1 THEN 'low' WHEN 0 THEN 'ok' END
       FROM product_variants v WHERE v.product_id = product),
    stock_state_of(own_stock, t.threshold))
  FROM (SELECT coalesce(own_threshold, store_low_stock_threshold(vendor)) AS threshold) t
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_stock_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_state := product_stock_state(NEW.id, NEW.stock, NEW.low_stock_threshold, NEW.vendor_id);
  NEW.stock_notice := stock_notice_after(
    stock_state_of(NEW.stock, coalesce(NEW.low_stock_threshold, store_low_stock_threshold(NEW.vendor_id))),
    NEW.stock_notice);
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Every statement that adds, changes or removes variants (an order, a restock, an edit, a bulk edit,
-- an import) sets its products' state again, in its transaction; the products are locked before.
CREATE OR REPLACE FUNCTION variants_keep_product_stock_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET stock_state = product_stock_state(p.id, p.stock, p.low_stock_threshold, p.vendor_id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM changed_variants)
      AND p.stock_state <> product_stock_state(p.id, p.stock, p.low_stock_threshold, p.vendor_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_keep_product_stock_state_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION variants_keep_product_stock_state();--> statement-breakpoint
CREATE TRIGGER variants_keep_product_stock_state_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION variants_keep_product_stock_state();--> statement-breakpoint
CREATE TRIGGER variants_keep_product_stock_state_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS changed_variants FOR EACH STATEMENT EXECUTE FUNCTION variants_keep_product_stock_state();--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_keep_stock_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_notice := stock_notice_after(
    stock_state_of(NEW.stock, variant_low_stock_threshold(NEW.low_stock_threshold, NEW.product_id)),
    NEW.stock_notice);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stores_keep_product_stock_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products
    SET stock_state = product_stock_state(id, stock, low_stock_threshold, vendor_id),
        stock_notice = stock_notice_after(stock_state_of(stock, coalesce(low_stock_threshold, NEW.low_stock_threshold, 3)), stock_notice)
    WHERE vendor_id = NEW.vendor_id
      AND stock_state <> product_stock_state(id, stock, low_stock_threshold, vendor_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
UPDATE products SET stock_state = product_stock_state(id, stock, low_stock_threshold, vendor_id)
  WHERE stock_state <> product_stock_state(id, stock, low_stock_threshold, vendor_id);
