CREATE TABLE "attendance_events" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"site_id" uuid,
	"inside" boolean,
	"flagged" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy" double precision,
	"source" text NOT NULL,
	"sent_late" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"qr_token" text,
	"corrects_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_events_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_events_action_check" CHECK ("attendance_events"."action" in ('in', 'out')),
	CONSTRAINT "attendance_events_source_check" CHECK ("attendance_events"."source" in ('web', 'qr', 'offline', 'device', 'hr')),
	CONSTRAINT "attendance_events_latitude_check" CHECK ("attendance_events"."latitude" is null or "attendance_events"."latitude" between -90 and 90),
	CONSTRAINT "attendance_events_longitude_check" CHECK ("attendance_events"."longitude" is null or "attendance_events"."longitude" between -180 and 180),
	CONSTRAINT "attendance_events_accuracy_check" CHECK ("attendance_events"."accuracy" is null or "attendance_events"."accuracy" >= 0)
);
--> statement-breakpoint
ALTER TABLE "attendance_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "polygon" jsonb;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "outside_rule" text DEFAULT 'allowFlag' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "proofs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "any_employee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "qr_secret" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_corrects_fk" FOREIGN KEY ("company_id","corrects_id") REFERENCES "public"."attendance_events"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_idempotency_key" ON "attendance_events" USING btree ("company_id","employee_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_qr_token_key" ON "attendance_events" USING btree ("company_id","employee_id","qr_token") WHERE "attendance_events"."qr_token" is not null;--> statement-breakpoint
CREATE INDEX "attendance_events_employee_at_idx" ON "attendance_events" USING btree ("company_id","employee_id","at");--> statement-breakpoint
CREATE INDEX "attendance_events_site_idx" ON "attendance_events" USING btree ("company_id","site_id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_polygon_check" CHECK ("sites"."polygon" is null or (jsonb_typeof("sites"."polygon") = 'array' and jsonb_array_length("sites"."polygon") between 3 and 100));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_outside_rule_check" CHECK ("sites"."outside_rule" in ('allow', 'allowFlag', 'refuse'));--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_proofs_check" CHECK (jsonb_typeof("sites"."proofs") = 'array' and jsonb_array_length("sites"."proofs") <= 4);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_events" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Hand-written: punches are append-only. A correction is a new row naming the one it corrects, so
-- a changed or removed punch keeps its history; deleting rows stays possible for the cascades of a
-- removed employee or company.
CREATE FUNCTION attendance_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'attendance events are append-only: add a correction instead' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_events_no_update BEFORE UPDATE ON "attendance_events" FOR EACH ROW EXECUTE FUNCTION attendance_events_append_only();
