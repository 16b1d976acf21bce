CREATE TABLE "employee_identifications" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"number" text NOT NULL,
	"country" text,
	"issue_date" date,
	"expiry_date" date,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_identifications_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_identifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_service_periods" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"hiring_date" date NOT NULL,
	"end_date" date NOT NULL,
	"continuity" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_service_periods_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_service_periods" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_work_hours" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"hours_per_day" numeric(5, 2) NOT NULL,
	"days_per_week" numeric(2, 1) NOT NULL,
	"hours_per_week" numeric(5, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_work_hours_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_work_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "identification_reminders" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"document" text NOT NULL,
	"expiry_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identification_reminders_company_id_employee_id_document_expiry_date_pk" PRIMARY KEY("company_id","employee_id","document","expiry_date")
);
--> statement-breakpoint
ALTER TABLE "identification_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_identifications" ADD CONSTRAINT "employee_identifications_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_service_periods" ADD CONSTRAINT "employee_service_periods_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_work_hours" ADD CONSTRAINT "employee_work_hours_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_reminders" ADD CONSTRAINT "identification_reminders_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_identifications_employee_idx" ON "employee_identifications" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_identifications_expiry_idx" ON "employee_identifications" USING btree ("company_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_identifications_number_key" ON "employee_identifications" USING btree ("company_id","document_type","number");--> statement-breakpoint
CREATE INDEX "employee_service_periods_employee_idx" ON "employee_service_periods" USING btree ("company_id","employee_id","hiring_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_work_hours_from_key" ON "employee_work_hours" USING btree ("company_id","employee_id","effective_from");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_identifications" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_service_periods" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_work_hours" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "identification_reminders" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Hand-written: the Manager template does not show other people's identification documents or
-- salary history. A role made as Manager gets 'none' for each unless a level was set on purpose;
-- audited by the system in the same statement, with the role's version bumped so cached
-- permissions are read again.
WITH managers AS (
  SELECT company_id, id, field_grants,
    jsonb_strip_nulls(jsonb_build_object(
      'employee.identifications', CASE WHEN coalesce(field_grants -> 'public', '{}'::jsonb) ? 'employee.identifications' THEN NULL ELSE 'none' END,
      'employee.salaryHistory', CASE WHEN coalesce(field_grants -> 'public', '{}'::jsonb) ? 'employee.salaryHistory' THEN NULL ELSE 'none' END
    )) AS hidden
  FROM roles
  WHERE system_key = 'manager'
),
changed AS (
  UPDATE roles
  SET field_grants = jsonb_set(coalesce(roles.field_grants, '{}'::jsonb), '{public}', managers.hidden || coalesce(roles.field_grants -> 'public', '{}'::jsonb)),
      version = roles.version + 1,
      updated_at = now()
  FROM managers
  WHERE roles.company_id = managers.company_id AND roles.id = managers.id AND managers.hidden <> '{}'::jsonb
  RETURNING roles.company_id, roles.id, managers.field_grants AS before, roles.field_grants AS after
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('fieldGrants', before), jsonb_build_object('fieldGrants', after)
FROM changed;
