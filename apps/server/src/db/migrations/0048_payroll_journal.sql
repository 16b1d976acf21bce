CREATE TABLE "payroll_journal_settings" (
	"company_id" uuid NOT NULL,
	"dimension" text DEFAULT 'none' NOT NULL,
	"earning_account" text NOT NULL,
	"deduction_account" text NOT NULL,
	"employer_account" text NOT NULL,
	"employer_payable_account" text NOT NULL,
	"net_pay_account" text NOT NULL,
	"accounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payroll_journal_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "payroll_journal_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payroll_journal_settings" ADD CONSTRAINT "payroll_journal_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payroll_journal_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());