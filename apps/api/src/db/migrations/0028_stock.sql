CREATE TABLE "retired_carrier_notices" (
	"vendor_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"products" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retired_carrier_notices_vendor_id_carrier_pk" PRIMARY KEY("vendor_id","carrier")
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "stock_notice" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_state" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_notice" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "retired_carrier_notices" ADD CONSTRAINT "retired_carrier_notices_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_shipping_provider_idx" ON "products" USING btree ("shipping_provider","vendor_id");--> statement-breakpoint
CREATE INDEX "products_vendor_stock_state_idx" ON "products" USING btree ("vendor_id","stock_state","created_at","id");--> statement-breakpoint
CREATE INDEX "products_stock_state_idx" ON "products" USING btree ("stock_state","created_at","id");--> statement-breakpoint
-- hand-written: stock
-- Stock that warns (issue 29): each product's stock_state is kept from its stock and the threshold in
-- force (its own, else its store's, else 3), so the list's Low and Out of stock filters and the
-- dashboard's counts read an index. stock_notice (the last notice the vendor was sent) is raised
-- only by the order's conditional update; it is lowered here when stock goes back up.
CREATE OR REPLACE FUNCTION stock_state_of(stock integer, threshold integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock <= 0 THEN 'out' WHEN stock <= threshold THEN 'low' ELSE 'ok' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_rank(state text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE state WHEN 'out' THEN 2 WHEN 'low' THEN 1 ELSE 0 END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_notice_after(state text, notice text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock_rank(state) < stock_rank(notice) THEN state ELSE notice END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_low_stock_threshold(vendor uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT low_stock_threshold FROM stores WHERE vendor_id = vendor), 3)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_keep_stock_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_state := stock_state_of(NEW.stock, coalesce(NEW.low_stock_threshold, store_low_stock_threshold(NEW.vendor_id)));
  NEW.stock_notice := stock_notice_after(NEW.stock_state, NEW.stock_notice);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_keep_stock_state BEFORE INSERT OR UPDATE OF stock, low_stock_threshold, vendor_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_stock_state();--> statement-breakpoint
CREATE OR REPLACE FUNCTION variants_keep_stock_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.stock_notice := stock_notice_after(
    stock_state_of(NEW.stock, coalesce(
      NEW.low_stock_threshold,
      (SELECT coalesce(p.low_stock_threshold, store_low_stock_threshold(p.vendor_id)) FROM products p WHERE p.id = NEW.product_id),
      3)),
    NEW.stock_notice);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_keep_stock_notice BEFORE UPDATE OF stock, low_stock_threshold ON product_variants
  FOR EACH ROW EXECUTE FUNCTION variants_keep_stock_notice();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stores_keep_product_stock_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products
    SET stock_state = stock_state_of(stock, coalesce(NEW.low_stock_threshold, 3)),
        stock_notice = stock_notice_after(stock_state_of(stock, coalesce(NEW.low_stock_threshold, 3)), stock_notice)
    WHERE vendor_id = NEW.vendor_id AND low_stock_threshold IS NULL
      AND stock_state <> stock_state_of(stock, coalesce(NEW.low_stock_threshold, 3));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stores_keep_product_stock_state_insert AFTER INSERT ON stores
  FOR EACH ROW WHEN (NEW.low_stock_threshold IS NOT NULL) EXECUTE FUNCTION stores_keep_product_stock_state();--> statement-breakpoint
CREATE TRIGGER stores_keep_product_stock_state_update AFTER UPDATE OF low_stock_threshold ON stores
  FOR EACH ROW WHEN (OLD.low_stock_threshold IS DISTINCT FROM NEW.low_stock_threshold)
  EXECUTE FUNCTION stores_keep_product_stock_state();--> statement-breakpoint
UPDATE products SET stock_state = stock_state_of(stock, coalesce(low_stock_threshold, store_low_stock_threshold(vendor_id)))
  WHERE stock_state <> stock_state_of(stock, coalesce(low_stock_threshold, store_low_stock_threshold(vendor_id)));
