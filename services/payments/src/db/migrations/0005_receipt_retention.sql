CREATE TABLE "paid_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "file_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "file_removal" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "file_removal_run" text;--> statement-breakpoint
CREATE INDEX "paid_orders_paid_at_idx" ON "paid_orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "receipts_stored_file_idx" ON "receipts" USING btree ("order_id") WHERE "receipts"."storage_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_file_removal" CHECK ("receipts"."file_removal" IN ('erasure', 'retention'));--> statement-breakpoint
-- Receipts erased before this migration: their file (when one was stored: not refused at intake) went with the erasure.
UPDATE "receipts" SET "file_removal" = 'erasure', "file_removed_at" = now() WHERE "original_name" = 'comprovante apagado (LGPD)' AND "storage_key" IS NULL AND "provider" <> 'intake';
