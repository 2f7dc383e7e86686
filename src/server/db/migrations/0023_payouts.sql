CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"gateway_payout_id" text,
	"failure_reason" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_gateway_payout_id_unique" UNIQUE("gateway_payout_id"),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('queued', 'processing', 'processed', 'reversed', 'failed')),
	CONSTRAINT "payouts_mode_known" CHECK ("payouts"."mode" in ('IMPS', 'UPI')),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_event";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_provider" ON "payouts" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_status" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event" CHECK ("notifications"."event" in ('newJobsNearby', 'newBid', 'bidAccepted', 'bidNotChosen', 'jobSoon', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'identityDecided', 'assessmentResult', 'accountInactive', 'supportAnswered', 'jobCancelled', 'payoutReturned', 'refundProcessed'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'verification.approve', 'verification.reject', 'role.change', 'refund.create', 'payout.run', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));