DROP INDEX "payruns_period_key";--> statement-breakpoint
ALTER TABLE "payruns" ADD COLUMN "kind" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "payruns" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "payruns" ADD COLUMN "off_cycle_input" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "payruns_off_cycle_key" ON "payruns" USING btree ("company_id","period","kind","name") WHERE "payruns"."status" <> 'failed' and "payruns"."kind" <> 'regular';--> statement-breakpoint
CREATE UNIQUE INDEX "payruns_period_key" ON "payruns" USING btree ("company_id","period") WHERE "payruns"."status" <> 'failed' and "payruns"."kind" = 'regular';