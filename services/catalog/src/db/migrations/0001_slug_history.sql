CREATE TABLE "ritual_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"ritual_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ritual_slugs" ADD CONSTRAINT "ritual_slugs_ritual_id_rituals_id_fk" FOREIGN KEY ("ritual_id") REFERENCES "public"."rituals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ritual_slugs_ritual_idx" ON "ritual_slugs" USING btree ("ritual_id");--> statement-breakpoint
-- Every ritual's current slug is the first of its history.
INSERT INTO "ritual_slugs" ("slug", "ritual_id", "created_at") SELECT "slug", "id", "created_at" FROM "rituals";
