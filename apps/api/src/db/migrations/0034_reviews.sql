CREATE TABLE "product_ratings" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"reviews" integer NOT NULL,
	"rating_sum" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"sale_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"hidden_reason" text,
	"reply_body" text,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_ratings" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"reviews" integer NOT NULL,
	"rating_sum" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_sale_product_key" ON "reviews" USING btree ("sale_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_vendor_created_idx" ON "reviews" USING btree ("vendor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_hidden_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'hidden';--> statement-breakpoint
CREATE INDEX "reviews_unreplied_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."reply_body" is null;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "rating";--> statement-breakpoint
-- The kept ratings: a visible review adds its rating to its product's and its vendor's figures, and
-- hiding, restoring, a product deleted (product_id set null) or a review deleted moves them, in the
-- same transaction. Rows are touched product first, then vendor, so two reviews cannot deadlock.
CREATE OR REPLACE FUNCTION reviews_keep_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'visible' THEN
    IF OLD.product_id IS NOT NULL THEN
      UPDATE product_ratings SET reviews = reviews - 1, rating_sum = rating_sum - OLD.rating
        WHERE product_id = OLD.product_id;
    END IF;
    UPDATE vendor_ratings SET reviews = reviews - 1, rating_sum = rating_sum - OLD.rating
      WHERE vendor_id = OLD.vendor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'visible' THEN
    IF NEW.product_id IS NOT NULL THEN
      INSERT INTO product_ratings (product_id, reviews, rating_sum) VALUES (NEW.product_id, 1, NEW.rating)
        ON CONFLICT (product_id) DO UPDATE
        SET reviews = product_ratings.reviews + 1, rating_sum = product_ratings.rating_sum + EXCLUDED.rating_sum;
    END IF;
    INSERT INTO vendor_ratings (vendor_id, reviews, rating_sum) VALUES (NEW.vendor_id, 1, NEW.rating)
      ON CONFLICT (vendor_id) DO UPDATE
      SET reviews = vendor_ratings.reviews + 1, rating_sum = vendor_ratings.rating_sum + EXCLUDED.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_keep_ratings AFTER INSERT OR DELETE OR UPDATE OF status, product_id, rating, vendor_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_ratings();
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
