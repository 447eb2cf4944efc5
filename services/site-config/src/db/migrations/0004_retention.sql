CREATE TABLE "retention_runs" (
	"run_id" text PRIMARY KEY NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"answered_requests_deleted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"unpaid_order_days" integer,
	"paid_order_months" integer,
	"receipt_file_days" integer,
	"answered_request_years" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_single_row" CHECK ("retention_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "answer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "answered_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "data_requests_answered_idx" ON "data_requests" USING btree ("answered_at") WHERE "data_requests"."status" = 'answered';