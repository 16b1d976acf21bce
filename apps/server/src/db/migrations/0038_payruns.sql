CREATE TABLE "payruns" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'calculating' NOT NULL,
	"job_id" uuid,
	"employee_ids" jsonb,
	"employee_count" integer DEFAULT 0 NOT NULL,
	"gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net" numeric(16, 2) DEFAULT '0' NOT NULL,
	"employer_contributions" numeric(16, 2) DEFAULT '0' NOT NULL,
	"currency" text NOT NULL,
	"failure_reason" text,
	"calculated_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payruns_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payruns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payslip_lines" (
	"company_id" uuid NOT NULL,
	"payrun_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"trace" jsonb NOT NULL,
	CONSTRAINT "payslip_lines_company_id_payrun_id_employee_id_position_pk" PRIMARY KEY("company_id","payrun_id","employee_id","position")
);
--> statement-breakpoint
ALTER TABLE "payslip_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payslips" (
	"company_id" uuid NOT NULL,
	"payrun_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"country" text,
	"gross" numeric(16, 2) DEFAULT '0' NOT NULL,
	"deductions" numeric(16, 2) DEFAULT '0' NOT NULL,
	"net" numeric(16, 2) DEFAULT '0' NOT NULL,
	"employer_contributions" numeric(16, 2) DEFAULT '0' NOT NULL,
	"employer_cost" numeric(16, 2) DEFAULT '0' NOT NULL,
	"ytd" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payslips_company_id_payrun_id_employee_id_pk" PRIMARY KEY("company_id","payrun_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "payslips" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payruns" ADD CONSTRAINT "payruns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD CONSTRAINT "payslip_lines_company_id_payrun_id_employee_id_payslips_company_id_payrun_id_employee_id_fk" FOREIGN KEY ("company_id","payrun_id","employee_id") REFERENCES "public"."payslips"("company_id","payrun_id","employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_company_id_payrun_id_payruns_company_id_id_fk" FOREIGN KEY ("company_id","payrun_id") REFERENCES "public"."payruns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payruns_period_key" ON "payruns" USING btree ("company_id","period") WHERE "payruns"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "payruns_period_idx" ON "payruns" USING btree ("company_id","period");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payruns" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payslip_lines" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payslips" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());