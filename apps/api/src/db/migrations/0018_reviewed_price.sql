ALTER TABLE "products" ADD COLUMN "reviewed_price_cents" integer;--> statement-breakpoint
-- Approved products were reviewed at their current price.
UPDATE "products" SET "reviewed_price_cents" = "price_cents" WHERE "approval" = 'approved';
