CREATE TABLE "order_requests" (
	"key_digest" text PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"request_digest" text NOT NULL,
	"sealed_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_created_idx" ON "order_requests" USING btree ("created_at");