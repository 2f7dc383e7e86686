CREATE TABLE "invoice_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"booking_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
DROP INDEX "bids_booking";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "gst_paise" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "total_paise" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "provider_paise" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "platform_paise" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "priority_bonus_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "platform_fee_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "priority_bonus_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "platform_fee_rate_bp" integer DEFAULT 2500 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "agreed_total_paise" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "sac_code" text DEFAULT '998714' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence" ON "invoices" USING btree ("financial_year","sequence");--> statement-breakpoint
CREATE INDEX "bids_booking_total" ON "bids" USING btree ("booking_id","total_paise");;--> statement-breakpoint
-- Data: price every existing bid with the model (service price = bid amount) at the configured rates.
UPDATE "bids" SET
  "gst_rate_bp" = coalesce((SELECT round(("value"->>'gstPercentage')::numeric * 100)::int FROM "app_config" WHERE "key" = 'pricing'), 1800),
  "platform_fee_rate_bp" = coalesce((SELECT round(("value"->>'platformFeePercentage')::numeric * 100)::int FROM "app_config" WHERE "key" = 'pricing'), 2500);--> statement-breakpoint
UPDATE "bids" SET
  "gst_paise" = 2 * (("amount_paise"::bigint * "gst_rate_bp" + 10000) / 20000),
  "platform_paise" = least("amount_paise", ("amount_paise"::bigint * "platform_fee_rate_bp" + 5000) / 10000);--> statement-breakpoint
UPDATE "bids" SET "total_paise" = "amount_paise" + "gst_paise", "provider_paise" = "amount_paise" - "platform_paise";--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "gst_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "total_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "provider_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "platform_paise" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "gst_rate_bp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "platform_fee_rate_bp" SET NOT NULL;--> statement-breakpoint
-- Data: open bookings take the model's figures. Pending ones are re-estimated from their list
-- subtotal; confirmed and in-progress ones take their accepted bid's price (never more than the
-- old bid x 1.2 they were shown). Completed and cancelled bookings keep their history as it was.
UPDATE "bookings" SET
  "gst_rate_bp" = coalesce((SELECT round(("value"->>'gstPercentage')::numeric * 100)::int FROM "app_config" WHERE "key" = 'pricing'), 1800),
  "platform_fee_rate_bp" = coalesce((SELECT round(("value"->>'platformFeePercentage')::numeric * 100)::int FROM "app_config" WHERE "key" = 'pricing'), 2500);--> statement-breakpoint
UPDATE "bookings" SET
  "gst_paise" = 2 * (("subtotal_paise"::bigint * "gst_rate_bp" + 10000) / 20000),
  "platform_paise" = least("subtotal_paise", ("subtotal_paise"::bigint * "platform_fee_rate_bp" + 5000) / 10000)
WHERE "status" IN ('pending', 'emergency_released');--> statement-breakpoint
UPDATE "bookings" SET "total_paise" = "subtotal_paise" + "gst_paise", "provider_paise" = "subtotal_paise" - "platform_paise"
WHERE "status" IN ('pending', 'emergency_released');--> statement-breakpoint
UPDATE "bookings" AS b SET
  "subtotal_paise" = a."amount_paise", "gst_paise" = a."gst_paise", "total_paise" = a."total_paise",
  "provider_paise" = a."provider_paise", "platform_paise" = a."platform_paise",
  "gst_rate_bp" = a."gst_rate_bp", "platform_fee_rate_bp" = a."platform_fee_rate_bp"
FROM "bids" AS a
WHERE a."booking_id" = b."id" AND a."status" = 'accepted' AND b."status" IN ('accepted', 'confirmed', 'in_progress');--> statement-breakpoint
-- Rentals keep the daily rate they were rented at; every rental so far was one day at that rate.
ALTER TABLE "tool_rentals" ADD COLUMN "daily_rate_paise" integer;--> statement-breakpoint
UPDATE "tool_rentals" SET "daily_rate_paise" = "total_paise";--> statement-breakpoint
ALTER TABLE "tool_rentals" ALTER COLUMN "daily_rate_paise" SET NOT NULL;
