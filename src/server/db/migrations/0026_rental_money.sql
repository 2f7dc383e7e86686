ALTER TABLE "notifications" DROP CONSTRAINT "notifications_event";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "payment_status" text DEFAULT 'due' NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "deposit_status" text;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "damage_paise" bigint;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "damage_reason" text;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "rental_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "rental_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "borne_by" text DEFAULT 'proportional' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_rental_id_tool_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."tool_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_rental_id_tool_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."tool_rentals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_per_rental" ON "payment_orders" USING btree ("rental_id") WHERE purpose = 'rental';--> statement-breakpoint
CREATE INDEX "refunds_rental" ON "refunds" USING btree ("rental_id");--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD CONSTRAINT "tool_rentals_payment_method_known" CHECK ("tool_rentals"."payment_method" in ('online', 'cash'));--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD CONSTRAINT "tool_rentals_payment_status_known" CHECK ("tool_rentals"."payment_status" in ('due', 'paid'));--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD CONSTRAINT "tool_rentals_deposit_status_known" CHECK ("tool_rentals"."deposit_status" in ('refunding', 'refunded', 'owed', 'paidBack', 'kept'));--> statement-breakpoint
ALTER TABLE "tool_rentals" ADD CONSTRAINT "tool_rentals_damage_within_deposit" CHECK ("tool_rentals"."damage_paise" is null or ("tool_rentals"."damage_paise" >= 0 and "tool_rentals"."damage_paise" <= "tool_rentals"."deposit_paise"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event" CHECK ("notifications"."event" in ('newJobsNearby', 'newBid', 'bidAccepted', 'bidNotChosen', 'jobSoon', 'slotSoon', 'jobStarted', 'jobCompleted', 'jobReleased', 'rentalConfirmed', 'identityDecided', 'assessmentResult', 'accountInactive', 'supportAnswered', 'jobCancelled', 'payoutReturned', 'weeklyStatement', 'refundProcessed', 'depositRefunded'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'verification.approve', 'verification.reject', 'role.change', 'refund.create', 'payout.run', 'rental.cash-record', 'rental.deposit-settle', 'rental.deposit-paid-back', 'payout.bank-file', 'payout.bank-outcome', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_or_rental" CHECK (("refunds"."booking_id" is null) <> ("refunds"."rental_id" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_borne_by_known" CHECK ("refunds"."borne_by" in ('proportional', 'platform'));