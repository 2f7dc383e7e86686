CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"booking_id" text NOT NULL,
	"order_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"gateway_refund_id" text,
	"requested_by" text,
	"sending_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_gateway_refund_id_unique" UNIQUE("gateway_refund_id"),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('requested', 'pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_event";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancellation_fee_paise" bigint;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_booking" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_status" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event" CHECK ("notifications"."event" in ('newJobsNearby', 'newBid', 'bidAccepted', 'bidNotChosen', 'jobSoon', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'identityDecided', 'assessmentResult', 'accountInactive', 'supportAnswered', 'jobCancelled', 'refundProcessed'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'verification.approve', 'verification.reject', 'role.change', 'refund.create', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));