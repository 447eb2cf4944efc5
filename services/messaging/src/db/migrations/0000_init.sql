CREATE TABLE "connection_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"connection" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"refused_token" text,
	CONSTRAINT "connection_state_single_row" CHECK ("connection_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "kind_settings" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"template_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint,
	"kind" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"called_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"template_name" text DEFAULT '' NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wamid" text,
	"error_code" integer,
	"error_title" text,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"video_delivery_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_state_check" CHECK ("messages"."state" IN ('scheduled', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "opt_outs" (
	"recipient" text PRIMARY KEY NOT NULL,
	"wa_id" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_claimed_until" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"reply_attempts" integer DEFAULT 0 NOT NULL,
	"reply_error" text
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "recipient_pacing" (
	"recipient" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovered_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"video_id" text,
	"video_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_deliveries_source" CHECK (("video_deliveries"."video_id" IS NULL) <> ("video_deliveries"."video_link" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "video_delivery_orders" (
	"delivery_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	CONSTRAINT "video_delivery_orders_delivery_id_order_id_pk" PRIMARY KEY("delivery_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "video_files" (
	"id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"media_id" text,
	"media_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "video_deliveries" ADD CONSTRAINT "video_deliveries_video_id_video_files_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."video_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_delivery_orders" ADD CONSTRAINT "video_delivery_orders_delivery_id_video_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."video_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_order_kind_step_key" ON "messages" USING btree ("order_id","kind","step");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_wamid_key" ON "messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("due_at") WHERE "messages"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "messages_sending_idx" ON "messages" USING btree ("claimed_until") WHERE "messages"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient") WHERE "messages"."recipient" <> '';--> statement-breakpoint
CREATE INDEX "messages_video_delivery_idx" ON "messages" USING btree ("video_delivery_id") WHERE "messages"."video_delivery_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "recovered_orders_paid_at_idx" ON "recovered_orders" USING btree ("paid_at");