CREATE TABLE "attendance_adjustments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"locked_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_adjustments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_adjustments_minutes_check" CHECK ("attendance_adjustments"."minutes" between -1440 and 1440 and "attendance_adjustments"."minutes" <> 0),
	CONSTRAINT "attendance_adjustments_dates_check" CHECK ("attendance_adjustments"."date" > "attendance_adjustments"."locked_date")
);
--> statement-breakpoint
ALTER TABLE "attendance_adjustments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_period_locks" (
	"company_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"locked_by" text NOT NULL,
	"locked_by_user" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_period_locks_company_id_from_date_pk" PRIMARY KEY("company_id","from_date"),
	CONSTRAINT "attendance_period_locks_range_check" CHECK ("attendance_period_locks"."to_date" >= "attendance_period_locks"."from_date"),
	CONSTRAINT "attendance_period_locks_by_check" CHECK ("attendance_period_locks"."locked_by" in ('hr', 'payroll'))
);
--> statement-breakpoint
ALTER TABLE "attendance_period_locks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_period_settings" (
	"company_id" uuid NOT NULL,
	"start_day" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attendance_period_settings_company_id_pk" PRIMARY KEY("company_id"),
	CONSTRAINT "attendance_period_settings_start_day_check" CHECK ("attendance_period_settings"."start_day" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "attendance_period_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_adjustments" ADD CONSTRAINT "attendance_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_adjustments" ADD CONSTRAINT "attendance_adjustments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_period_locks" ADD CONSTRAINT "attendance_period_locks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_period_settings" ADD CONSTRAINT "attendance_period_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_adjustments_employee_date_idx" ON "attendance_adjustments" USING btree ("company_id","employee_id","date");--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_voided_check" CHECK (not "attendance_events"."voided" or "attendance_events"."corrects_id" is not null);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_adjustments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_period_locks" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_period_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());