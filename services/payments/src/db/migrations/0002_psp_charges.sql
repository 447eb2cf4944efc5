CREATE TABLE "pix_charges" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pix_copia_e_cola" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_charges_txid_unique" UNIQUE("txid")
);
--> statement-breakpoint
CREATE TABLE "pix_payments" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"txid" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"end_to_end_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pix_refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "psp_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"reconciled_until" timestamp with time zone,
	"webhook_chave" text,
	"webhook_url" text,
	CONSTRAINT "psp_state_single_row" CHECK ("psp_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "pix_charges_pending_idx" ON "pix_charges" USING btree ("next_attempt_at") WHERE "pix_charges"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "pix_payments_order_uniq" ON "pix_payments" USING btree ("order_id");