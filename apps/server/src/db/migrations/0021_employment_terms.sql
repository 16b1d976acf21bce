CREATE TABLE "employment_contracts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"contract_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"probation_end_date" date,
	"confirmation_date" date,
	"notice_value" integer DEFAULT 0 NOT NULL,
	"notice_unit" text DEFAULT 'month' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"renewal_of" uuid,
	"document_name" text,
	"document_type" text,
	"document" "bytea",
	"document_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employment_contracts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employment_contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employment_reminders" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employment_reminders_company_id_employee_id_kind_due_date_pk" PRIMARY KEY("company_id","employee_id","kind","due_date")
);
--> statement-breakpoint
ALTER TABLE "employment_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kets_issues" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"form" text NOT NULL,
	"issue_date" date NOT NULL,
	"languages" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"issued_by" uuid,
	"issued_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kets_issues_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "kets_issues" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kets_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kets_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employment_contracts" ADD CONSTRAINT "employment_contracts_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_reminders" ADD CONSTRAINT "employment_reminders_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kets_issues" ADD CONSTRAINT "kets_issues_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kets_settings" ADD CONSTRAINT "kets_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employment_contracts_employee_idx" ON "employment_contracts" USING btree ("company_id","employee_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_contracts_renewal_key" ON "employment_contracts" USING btree ("company_id","renewal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_contracts_first_key" ON "employment_contracts" USING btree ("company_id","employee_id") WHERE renewal_of is null;--> statement-breakpoint
CREATE UNIQUE INDEX "kets_issues_number_key" ON "kets_issues" USING btree ("company_id","employee_id","number");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employment_contracts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employment_reminders" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kets_issues" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "kets_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());
--> statement-breakpoint
-- Hand-written: the Manager template does not show other people's written terms (they state the salary).
-- A role made as Manager gets 'none' for employee.kets unless a level was set on purpose; audited by
-- the system in the same statement, with the role's version bumped so cached permissions are read again.
WITH managers AS (
  SELECT company_id, id, field_grants
  FROM roles
  WHERE system_key = 'manager' AND NOT (coalesce(field_grants -> 'public', '{}'::jsonb) ? 'employee.kets')
),
changed AS (
  UPDATE roles
  SET field_grants = jsonb_set(roles.field_grants, '{public}', '{"employee.kets": "none"}'::jsonb || coalesce(roles.field_grants -> 'public', '{}'::jsonb)),
      version = roles.version + 1,
      updated_at = now()
  FROM managers
  WHERE roles.company_id = managers.company_id AND roles.id = managers.id
  RETURNING roles.company_id, roles.id, managers.field_grants AS before, roles.field_grants AS after
)
INSERT INTO audit_log (company_id, entity, entity_id, action, before, after)
SELECT company_id, 'role', id::text, 'update', jsonb_build_object('fieldGrants', before), jsonb_build_object('fieldGrants', after)
FROM changed;
