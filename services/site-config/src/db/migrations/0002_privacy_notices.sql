CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"controller_name" text NOT NULL,
	"controller_document" text NOT NULL,
	"dpo_name" text NOT NULL,
	"dpo_contact" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
