CREATE TABLE "consent_revocations" (
	"recipient" text PRIMARY KEY NOT NULL,
	"revoked_at" timestamp with time zone NOT NULL
);
