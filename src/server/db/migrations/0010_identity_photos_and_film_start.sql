CREATE TABLE "identity_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"side" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_photos_side_known" CHECK ("identity_photos"."side" in ('front', 'back'))
);
--> statement-breakpoint
ALTER TABLE "provider_verification" ADD COLUMN "video_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_photos" ADD CONSTRAINT "identity_photos_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_photos_side" ON "identity_photos" USING btree ("provider_id","side");