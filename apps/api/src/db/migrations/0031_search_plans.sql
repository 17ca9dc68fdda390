CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree (lower("customer_email"));--> statement-breakpoint
-- A search walks the date order when its term is common and the trigram index when it is rare; the
-- planner tells them apart from the statistics of the searched expressions. With the default 100
-- samples a surname on 1 % of orders is estimated at 0.05 %, and its search reads every match.
ALTER INDEX "orders_customer_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "orders_customer_email_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "orders";--> statement-breakpoint
ANALYZE "products";
