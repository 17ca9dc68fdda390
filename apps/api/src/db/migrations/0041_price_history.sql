CREATE TABLE "product_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_size" text,
	"price_cents" integer NOT NULL,
	"sales_percentage" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_window" CHECK ("products"."sale_starts_at" is null or "products"."sale_ends_at" is null or "products"."sale_ends_at" > "products"."sale_starts_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_history_close(product uuid, size text) RETURNS void LANGUAGE sql AS $$
  UPDATE product_price_history SET valid_to = now()
    WHERE product_id = product AND variant_size IS NOT DISTINCT FROM size AND valid_to IS NULL
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION price_history_open(product uuid, size text, price integer, percentage integer, starts timestamptz, ends timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- Within one transaction (one instant, now()) a price is rewritten in place, and a variant deleted and
  -- inserted again at the same price (a product form saves its variants so) keeps its entry open.
  DELETE FROM product_price_history
    WHERE product_id = product AND variant_size IS NOT DISTINCT FROM size AND valid_from = now()
      AND (valid_to IS NULL OR valid_to = now());
  UPDATE product_price_history SET valid_to = NULL
    WHERE product_id = product AND variant_size IS NOT DISTINCT FROM size AND valid_to = now()
      AND price_cents = price AND sales_percentage = percentage
      AND sale_starts_at IS NOT DISTINCT FROM starts AND sale_ends_at IS NOT DISTINCT FROM ends;
  IF FOUND THEN RETURN; END IF;
  PERFORM price_history_close(product, size);
  INSERT INTO product_price_history (product_id, variant_size, price_cents, sales_percentage, sale_starts_at, sale_ends_at, valid_from)
    VALUES (product, size, price, percentage, starts, ends, now());
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.price_cents = NEW.price_cents AND OLD.sales_percentage = NEW.sales_percentage
    AND OLD.sale_starts_at IS NOT DISTINCT FROM NEW.sale_starts_at AND OLD.sale_ends_at IS NOT DISTINCT FROM NEW.sale_ends_at THEN
    RETURN NULL;
  END IF;
  PERFORM price_history_open(NEW.id, NULL, NEW.price_cents, NEW.sales_percentage, NEW.sale_starts_at, NEW.sale_ends_at);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_keep_price_history AFTER INSERT OR UPDATE OF price_cents, sales_percentage, sale_starts_at, sale_ends_at ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_price_history();--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_keep_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A product deleted takes its history with it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.size <> NEW.size) THEN
    PERFORM price_history_close(OLD.product_id, OLD.size);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (OLD.size <> NEW.size OR OLD.price_cents <> NEW.price_cents)) THEN
    PERFORM price_history_open(NEW.product_id, NEW.size, NEW.price_cents, 0, NULL, NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_keep_price_history AFTER INSERT OR DELETE OR UPDATE OF size, price_cents ON product_variants
  FOR EACH ROW EXECUTE FUNCTION variants_keep_price_history();--> statement-breakpoint
INSERT INTO product_price_history (product_id, variant_size, price_cents, sales_percentage, valid_from)
  SELECT id, NULL, price_cents, sales_percentage, now() FROM products;--> statement-breakpoint
INSERT INTO product_price_history (product_id, variant_size, price_cents, sales_percentage, valid_from)
  SELECT product_id, size, price_cents, 0, now() FROM product_variants;
