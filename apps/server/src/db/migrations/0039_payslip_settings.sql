CREATE TABLE "payslip_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'employee' NOT NULL,
	"protection" text DEFAULT 'none' NOT NULL,
	"show_employer_contributions" boolean DEFAULT true NOT NULL,
	"show_ytd" boolean DEFAULT true NOT NULL,
	"show_summary" boolean DEFAULT true NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_address" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payslip_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslip_settings" ADD CONSTRAINT "payslip_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payslip_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());