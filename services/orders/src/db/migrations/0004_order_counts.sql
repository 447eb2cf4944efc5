CREATE TABLE "order_counts" (
	"ritual_id" bigint NOT NULL,
	"payment_status" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_ritual_id_payment_status_pk" PRIMARY KEY("ritual_id","payment_status")
);
