ALTER TABLE "sales" ADD COLUMN "carrier" text;--> statement-breakpoint
-- hand-written: packing
-- Sales shipped before the carrier was recorded: the carrier their products ship with, when the
-- products of the sale all ship with the same one that has a tracking page.
UPDATE "sales" SET "carrier" = "carried"."provider"
FROM (
  SELECT "sale_items"."sale_id", min("products"."shipping_provider") AS "provider"
  FROM "sale_items" JOIN "products" ON "products"."id" = "sale_items"."product_id"
  GROUP BY "sale_items"."sale_id"
  HAVING count(DISTINCT "products"."shipping_provider") = 1
) AS "carried"
WHERE "carried"."sale_id" = "sales"."id"
  AND "sales"."tracking_number" <> ''
  AND "carried"."provider" IN ('Australia Post', 'Sendle');
