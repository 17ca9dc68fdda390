DROP INDEX "users_abr_unchecked_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "abr_attempted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_abr_unchecked_idx" ON "users" USING btree ("abr_attempted_at" asc nulls first,"created_at","id") WHERE "users"."abr_status" = 'not_checked' and "users"."abn" <> '';