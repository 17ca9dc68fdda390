ALTER TABLE "categories" ADD COLUMN "gst_free_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD COLUMN "gst_free" boolean DEFAULT false NOT NULL;