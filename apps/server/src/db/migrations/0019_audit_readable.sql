ALTER TABLE "audit_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "names" jsonb;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("company_id","action");