CREATE TABLE "salary_increments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_date" date NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(15, 3) NOT NULL,
	"rounding_step" text DEFAULT '0.01' NOT NULL,
	"rounding_mode" text DEFAULT 'nearest' NOT NULL,
	"previous_salary" numeric(14, 2) NOT NULL,
	"new_salary" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"batch_id" uuid,
	"approval_request_id" uuid,
	"applied_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "salary_increments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "salary_increments_kind_check" CHECK ("salary_increments"."kind" in ('amount', 'percentage')),
	CONSTRAINT "salary_increments_status_check" CHECK ("salary_increments"."status" in ('pending', 'scheduled', 'applied', 'rejected')),
	CONSTRAINT "salary_increments_rounding_check" CHECK ("salary_increments"."rounding_step" in ('0.01', '1', '10', '100') and "salary_increments"."rounding_mode" in ('nearest', 'up', 'down')),
	CONSTRAINT "salary_increments_salary_check" CHECK ("salary_increments"."previous_salary" >= 0 and "salary_increments"."new_salary" >= 0)
);
--> statement-breakpoint
ALTER TABLE "salary_increments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "salary_increments" ADD CONSTRAINT "salary_increments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_increments" ADD CONSTRAINT "salary_increments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_increments_employee_idx" ON "salary_increments" USING btree ("company_id","employee_id","effective_date");--> statement-breakpoint
CREATE INDEX "salary_increments_due_idx" ON "salary_increments" USING btree ("company_id","status","effective_date");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_increments_open_key" ON "salary_increments" USING btree ("company_id","employee_id") WHERE "salary_increments"."status" in ('pending', 'scheduled');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "salary_increments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());