ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "name_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "name_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "description_kn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tools" ADD COLUMN "description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'tool.update', 'verification.approve', 'verification.reject', 'role.change', 'refund.create', 'payout.run', 'rental.cash-record', 'rental.deposit-settle', 'rental.deposit-paid-back', 'payout.bank-file', 'payout.bank-outcome', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));