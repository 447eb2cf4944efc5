ALTER TABLE "audit_log" ADD COLUMN "subject_digits" text GENERATED ALWAYS AS (CASE WHEN subject ~ '^[0-9 ()+.-]+$' AND regexp_replace(subject, '[^0-9]', '', 'g') ~ '^(55)?[0-9]{10,11}$'
          THEN substr(regexp_replace(subject, '[^0-9]', '', 'g'), CASE WHEN length(regexp_replace(subject, '[^0-9]', '', 'g')) > 11 THEN 3 ELSE 1 END)
          ELSE '' END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "audit_log_data_subject_idx" ON "audit_log" USING btree ("subject_digits","id") WHERE "audit_log"."kind" = 'data' AND "audit_log"."subject_digits" <> '';--> statement-breakpoint
CREATE INDEX "audit_log_data_text_subject_idx" ON "audit_log" USING btree ("subject","id") WHERE "audit_log"."kind" = 'data';--> statement-breakpoint
CREATE INDEX "audit_log_data_action_idx" ON "audit_log" USING btree ("action","id") WHERE "audit_log"."kind" = 'data';--> statement-breakpoint
CREATE INDEX "audit_log_data_actor_idx" ON "audit_log" USING btree ("actor","id") WHERE "audit_log"."kind" = 'data';--> statement-breakpoint
CREATE INDEX "audit_log_data_created_idx" ON "audit_log" USING btree ("created_at") WHERE "audit_log"."kind" = 'data';--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_dedupe_key" ON "audit_log" USING btree ("dedupe_key") WHERE "audit_log"."dedupe_key" IS NOT NULL;