ALTER TABLE "payment_settings" ADD COLUMN "recipient_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "recipient_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "review_note" text;