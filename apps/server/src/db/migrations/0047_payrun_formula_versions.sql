CREATE TABLE "payrun_formula_versions" (
	"company_id" uuid NOT NULL,
	"payrun_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"formula_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	CONSTRAINT "payrun_formula_versions_company_id_payrun_id_employee_id_formula_id_pk" PRIMARY KEY("company_id","payrun_id","employee_id","formula_id")
);
--> statement-breakpoint
ALTER TABLE "payrun_formula_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payrun_formula_versions" ADD CONSTRAINT "payrun_formula_versions_company_id_payrun_id_employee_id_payslips_company_id_payrun_id_employee_id_fk" FOREIGN KEY ("company_id","payrun_id","employee_id") REFERENCES "public"."payslips"("company_id","payrun_id","employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payrun_formula_versions_formula_idx" ON "payrun_formula_versions" USING btree ("company_id","formula_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payrun_formula_versions" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());