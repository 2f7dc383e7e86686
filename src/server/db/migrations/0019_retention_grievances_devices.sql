CREATE TABLE "retention_sweeps" (
	"id" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_event";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "kind" text DEFAULT 'complaint' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "booking_id" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "retention_sweeps_finished" ON "retention_sweeps" USING btree ("finished_at");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_tickets_user" ON "support_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_booking" ON "support_tickets" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event" CHECK ("notifications"."event" in ('newJobsNearby', 'newBid', 'bidAccepted', 'bidNotChosen', 'jobSoon', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'identityDecided', 'assessmentResult', 'accountInactive', 'supportAnswered'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'verification.approve', 'verification.reject', 'role.change', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_kind" CHECK ("support_tickets"."kind" in ('complaint', 'grievance'));