CREATE TABLE "attendance_setting_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"setting_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_setting_assignments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "attendance_setting_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_settings" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"employment" text NOT NULL,
	"setting" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attendance_settings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_settings_employment_check" CHECK ("attendance_settings"."employment" in ('fullTime', 'partTime'))
);
--> statement-breakpoint
ALTER TABLE "attendance_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "roster_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"anchor_date" date NOT NULL,
	"cycle" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "roster_assignments_period_check" CHECK ("roster_assignments"."to_date" is null or "roster_assignments"."to_date" >= "roster_assignments"."from_date"),
	CONSTRAINT "roster_assignments_cycle_check" CHECK (jsonb_typeof("roster_assignments"."cycle") = 'array' and jsonb_array_length("roster_assignments"."cycle") between 1 and 56)
);
--> statement-breakpoint
ALTER TABLE "roster_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "roster_overrides" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"shift_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_overrides_company_id_employee_id_date_pk" PRIMARY KEY("company_id","employee_id","date")
);
--> statement-breakpoint
ALTER TABLE "roster_overrides" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shifts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shifts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "shifts_times_check" CHECK ("shifts"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "shifts"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "shifts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_setting_assignments" ADD CONSTRAINT "attendance_setting_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_setting_assignments" ADD CONSTRAINT "attendance_setting_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_setting_assignments" ADD CONSTRAINT "attendance_setting_assignments_setting_fk" FOREIGN KEY ("company_id","setting_id") REFERENCES "public"."attendance_settings"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_settings" ADD CONSTRAINT "attendance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_assignments" ADD CONSTRAINT "roster_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_overrides" ADD CONSTRAINT "roster_overrides_shift_fk" FOREIGN KEY ("company_id","shift_id") REFERENCES "public"."shifts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_setting_assignments_date_key" ON "attendance_setting_assignments" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "attendance_setting_assignments_setting_idx" ON "attendance_setting_assignments" USING btree ("company_id","setting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_settings_name_key" ON "attendance_settings" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roster_assignments_date_key" ON "roster_assignments" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "roster_assignments_cycle_idx" ON "roster_assignments" USING gin ("cycle");--> statement-breakpoint
CREATE INDEX "roster_overrides_shift_idx" ON "roster_overrides" USING btree ("company_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_name_key" ON "shifts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_setting_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "roster_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "roster_overrides" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "shifts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());