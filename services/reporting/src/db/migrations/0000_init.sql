CREATE TABLE "dashboard_goals" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"daily_goal" numeric(12, 2) NOT NULL,
	"monthly_goal" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_goals_single_row" CHECK ("dashboard_goals"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "order_facts" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"ritual_id" bigint NOT NULL,
	"ritual_name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"commission_type" text NOT NULL,
	"commission_value" numeric(12, 2) NOT NULL,
	"payment_status" text NOT NULL,
	"requires_payment" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"consumer" text NOT NULL,
	"event_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "order_facts_sales_idx" ON "order_facts" USING btree ("payment_status","created_at");