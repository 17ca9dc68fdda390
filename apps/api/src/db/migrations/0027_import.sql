ALTER TABLE "product_images" ADD COLUMN "source_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_vendor_sku_idx" ON "products" USING btree ("vendor_id","sku","id");