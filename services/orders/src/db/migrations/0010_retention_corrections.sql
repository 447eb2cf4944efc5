CREATE TABLE "erasures_applied" (
	"key" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"field" text NOT NULL,
	"actor" text NOT NULL,
	"corrected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"run_id" text PRIMARY KEY NOT NULL,
	"unpaid_orders_erased" integer DEFAULT 0 NOT NULL,
	"paid_orders_anonymised" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "consent_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_corrections" ADD CONSTRAINT "order_corrections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_corrections_order_idx" ON "order_corrections" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_retention_idx" ON "orders" USING btree ("payment_status","status_changed_at") WHERE "orders"."erased_at" IS NULL;--> statement-breakpoint
-- The time each order took its status was not kept before: a pending or paid order counts from when it was placed (a
-- payment's own time is unknown), an expired one from its expiry; a cancelled one keeps this migration's time, so
-- retention never erases it sooner than its setting says.
UPDATE "orders" SET "status_changed_at" = "created_at" WHERE "payment_status" <> 'cancelled';--> statement-breakpoint
UPDATE "orders" SET "status_changed_at" = "expired_at" WHERE "payment_status" = 'cancelled' AND "expired_at" IS NOT NULL;--> statement-breakpoint
-- Orders erased before erased_at existed are known by their blanked WhatsApp.
UPDATE "orders" SET "erased_at" = now() WHERE "whatsapp_digits" LIKE 'erased-%';
