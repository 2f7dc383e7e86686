CREATE TABLE "notification_preferences" (
	"account_id" text PRIMARY KEY NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"event" text NOT NULL,
	"params" jsonb NOT NULL,
	"link" text NOT NULL,
	"booking_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "notifications_event" CHECK ("notifications"."event" in ('newJobsNearby', 'newBid', 'bidAccepted', 'bidNotChosen', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'identityDecided', 'assessmentResult'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"locale" text DEFAULT 'en-IN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_locale" CHECK ("push_subscriptions"."locale" in ('en-IN', 'kn-IN', 'hi-IN'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_account_version" ON "notifications" USING btree ("account_id","version");--> statement-breakpoint
CREATE INDEX "push_subscriptions_account" ON "push_subscriptions" USING btree ("account_id");--> statement-breakpoint
CREATE TRIGGER "notifications_change_version" BEFORE INSERT OR UPDATE ON "notifications" FOR EACH ROW EXECUTE FUNCTION change_version();
