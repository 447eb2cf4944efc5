CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ritual_id" bigint NOT NULL,
	"ritual_name" text NOT NULL,
	"ritual_price" numeric(12, 2) NOT NULL,
	"commission_type" text NOT NULL,
	"commission_value" numeric(12, 2) NOT NULL,
	"form_data" jsonb NOT NULL,
	"whatsapp" text NOT NULL,
	"whatsapp_digits" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_status" text NOT NULL,
	"requires_payment" boolean NOT NULL,
	"token_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"store_date" date NOT NULL,
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" IN ('pending', 'paid', 'cancelled')),
	CONSTRAINT "orders_commission_type" CHECK ("orders"."commission_type" IN ('percentage', 'fixed'))
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"filename" text PRIMARY KEY NOT NULL,
	"object_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_ritual_created_idx" ON "orders" USING btree ("ritual_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_registration_a_day" ON "orders" USING btree ("ritual_id","whatsapp_digits","store_date") WHERE "orders"."requires_payment" = false;--> statement-breakpoint
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" USING btree ("occurred_at","id") WHERE "outbox_events"."published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "photos_expires_idx" ON "photos" USING btree ("expires_at");