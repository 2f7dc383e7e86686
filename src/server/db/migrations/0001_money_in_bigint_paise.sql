ALTER TABLE "bids" ALTER COLUMN "amount_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "booking_services" ALTER COLUMN "base_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "booking_services" ALTER COLUMN "price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "subtotal_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "gst_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "provider_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "platform_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "base_price_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tool_rentals" ALTER COLUMN "total_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tool_rentals" ALTER COLUMN "deposit_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "daily_rate_paise" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "tools" ALTER COLUMN "deposit_paise" SET DATA TYPE bigint;