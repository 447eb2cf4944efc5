ALTER TABLE "receipts" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "is_payment_proof" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "receipts_sha256_idx" ON "receipts" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "receipts_end_to_end_idx" ON "receipts" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_proof_sha256_uniq" ON "receipts" USING btree ("sha256") WHERE "receipts"."is_payment_proof";--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_proof_end_to_end_uniq" ON "receipts" USING btree ("end_to_end_id") WHERE "receipts"."is_payment_proof";