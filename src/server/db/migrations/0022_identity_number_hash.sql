ALTER TABLE "identity_submissions" ADD COLUMN "number_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_submissions_number_hash" ON "identity_submissions" USING btree ("number_hash");