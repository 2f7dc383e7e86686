ALTER TABLE "bookings" ADD COLUMN "start_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "capture_latitude" double precision;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "capture_longitude" double precision;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "distance_meters" integer;--> statement-breakpoint
-- Bookings already confirmed get their code now, from the database's strong random source (gen_random_uuid).
UPDATE "bookings" SET "start_code" = lpad(((('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 8))::bit(32)::bigint % 10000))::text, 4, '0') WHERE "status" = 'confirmed';
