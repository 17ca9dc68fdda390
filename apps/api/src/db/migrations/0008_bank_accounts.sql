CREATE TABLE "bank_accounts" (
	"vendor_id" uuid PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bsb" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_to_bank_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "previous_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;