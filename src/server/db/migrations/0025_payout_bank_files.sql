CREATE TABLE "payout_bank_files" (
	"id" text PRIMARY KEY NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_known";--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_file_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "beneficiary_name" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "beneficiary_account" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "beneficiary_ifsc" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_file_id_payout_bank_files_id_fk" FOREIGN KEY ("bank_file_id") REFERENCES "public"."payout_bank_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_bank_file" ON "payouts" USING btree ("bank_file_id");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('pricing.update', 'settings.update', 'service.create', 'service.update', 'service.delete', 'verification.approve', 'verification.reject', 'role.change', 'refund.create', 'payout.run', 'payout.bank-file', 'payout.bank-outcome', 'session.sign-in', 'session.sign-in-failed', 'session.sign-out', 'session.sign-out-everywhere', 'push.test', 'account.erase', 'support.answer'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" in ('queued', 'processing', 'in_bank_file', 'processed', 'reversed', 'failed'));