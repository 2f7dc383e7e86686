CREATE TABLE "sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"requested_from" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "sign_in_codes_phone" ON "sign_in_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_codes_address" ON "sign_in_codes" USING btree ("requested_from","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expiry" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_phone_unique" UNIQUE("phone");--> statement-breakpoint
-- The demo personas get the numbers listed in the README, so phone sign-in can be tried with them.
UPDATE "users" SET "phone" = v.phone FROM (VALUES
  ('customer-1', '+919000000001'), ('customer-2', '+919000000002'), ('provider-1', '+919000000003'),
  ('provider-2', '+919000000004'), ('provider-3', '+919000000005'), ('admin-1', '+919000000009')
) AS v(id, phone)
WHERE "users"."id" = v.id AND "users"."phone" IS NULL AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u.phone = v.phone);
