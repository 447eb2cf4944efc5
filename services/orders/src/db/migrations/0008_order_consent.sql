ALTER TABLE "orders" ADD COLUMN "consent_notice_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_address" text;