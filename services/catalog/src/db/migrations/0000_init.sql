CREATE TABLE "outbox_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "ritual_form_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ritual_form_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ritual_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"placeholder" text DEFAULT '' NOT NULL,
	CONSTRAINT "ritual_form_fields_name_unique" UNIQUE("ritual_id","name"),
	CONSTRAINT "ritual_form_fields_type" CHECK ("ritual_form_fields"."type" IN ('text', 'email', 'tel', 'date', 'textarea'))
);
--> statement-breakpoint
CREATE TABLE "rituals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rituals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"commission_type" text DEFAULT 'percentage' NOT NULL,
	"commission_value" numeric(12, 2) NOT NULL,
	"confirmation_message" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"featured_day" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rituals_slug_unique" UNIQUE("slug"),
	CONSTRAINT "rituals_price_not_negative" CHECK ("rituals"."price" >= 0),
	CONSTRAINT "rituals_commission_type" CHECK ("rituals"."commission_type" IN ('percentage', 'fixed')),
	CONSTRAINT "rituals_commission_not_negative" CHECK ("rituals"."commission_value" >= 0),
	CONSTRAINT "rituals_featured_day_range" CHECK ("rituals"."featured_day" BETWEEN 0 AND 6)
);
--> statement-breakpoint
ALTER TABLE "ritual_form_fields" ADD CONSTRAINT "ritual_form_fields_ritual_id_rituals_id_fk" FOREIGN KEY ("ritual_id") REFERENCES "public"."rituals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_events_unpublished_idx" ON "outbox_events" USING btree ("occurred_at","id") WHERE "outbox_events"."published_at" IS NULL;--> statement-breakpoint
CREATE INDEX "rituals_featured_idx" ON "rituals" USING btree ("featured_day","updated_at") WHERE "rituals"."active";