CREATE TABLE "payout_accounts" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_holder" text,
	"account_number" text,
	"ifsc" text,
	"vpa" text,
	"payouts_held_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_kind_known" CHECK ("payout_accounts"."kind" in ('bank', 'upi')),
	CONSTRAINT "payout_accounts_complete" CHECK (("payout_accounts"."kind" = 'bank' and "payout_accounts"."account_number" is not null and "payout_accounts"."ifsc" is not null) or ("payout_accounts"."kind" = 'upi' and "payout_accounts"."vpa" is not null))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;