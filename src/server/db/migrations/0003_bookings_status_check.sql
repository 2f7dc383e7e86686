-- The booking status 'accepted' is gone (docs/decisions/014-booking-statuses.md): nothing ever set it.
-- A row that carries it anyway becomes what it would mean now: confirmed when a provider is
-- assigned, pending (open to bids again) when none is. Then the column accepts only the known statuses.
UPDATE "bookings" SET "status" = CASE WHEN "selected_provider_id" IS NULL THEN 'pending' ELSE 'confirmed' END WHERE "status" = 'accepted';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'emergency_released'));
