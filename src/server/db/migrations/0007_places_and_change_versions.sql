CREATE SEQUENCE "public"."change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "change_state" (
	"data_group" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lat_deg" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "lng_deg" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "base_latitude" text;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD COLUMN "base_longitude" text;--> statement-breakpoint
CREATE INDEX "bids_version" ON "bids" USING btree ("version");--> statement-breakpoint
CREATE INDEX "bids_provider" ON "bids" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "bookings_open_place" ON "bookings" USING btree ("lat_deg","lng_deg") WHERE status in ('pending', 'emergency_released');--> statement-breakpoint
CREATE INDEX "bookings_version" ON "bookings" USING btree ("version");--> statement-breakpoint
UPDATE "bookings" SET "lat_deg" = "latitude"::double precision, "lng_deg" = "longitude"::double precision
  WHERE "latitude" ~ '^-?\d{1,3}(\.\d+)?$' AND "longitude" ~ '^-?\d{1,3}(\.\d+)?$';--> statement-breakpoint
UPDATE "bookings" SET "version" = nextval('change_seq');--> statement-breakpoint
UPDATE "bids" SET "version" = nextval('change_seq');--> statement-breakpoint
CREATE FUNCTION change_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Versions become visible in the order they are taken: a writer holds this lock from its first
  -- versioned row to its commit (the key is CHANGE_ORDER_LOCK in src/server/sync/change-order.ts).
  PERFORM pg_advisory_xact_lock(4201842);
  NEW.version := nextval('change_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_change_version" BEFORE INSERT OR UPDATE ON "bookings" FOR EACH ROW EXECUTE FUNCTION change_version();--> statement-breakpoint
CREATE TRIGGER "bids_change_version" BEFORE INSERT OR UPDATE ON "bids" FOR EACH ROW EXECUTE FUNCTION change_version();--> statement-breakpoint
INSERT INTO "change_state" ("data_group", "version") VALUES ('~epoch', floor(random() * 2147483647)::bigint);
