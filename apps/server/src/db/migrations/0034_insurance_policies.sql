CREATE TABLE "insurance_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"parameters" jsonb NOT NULL,
	"amount" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insurance_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "insurance_assignments_dates_check" CHECK ("insurance_assignments"."to_date" is null or "insurance_assignments"."to_date" >= "insurance_assignments"."from_date"),
	CONSTRAINT "insurance_assignments_amount_check" CHECK ("insurance_assignments"."amount" is null or "insurance_assignments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text,
	"treatment" text,
	"amount" numeric(14, 2),
	"settings" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "insurance_policies_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "insurance_policies_kind_check" CHECK ("insurance_policies"."kind" in ('statutory', 'group_medical', 'life', 'other')),
	CONSTRAINT "insurance_policies_statutory_check" CHECK ("insurance_policies"."kind" <> 'statutory' or "insurance_policies"."country" is not null),
	CONSTRAINT "insurance_policies_amount_check" CHECK ("insurance_policies"."amount" is null or "insurance_policies"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "insurance_assignments" ADD CONSTRAINT "insurance_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_assignments" ADD CONSTRAINT "insurance_assignments_policy_fk" FOREIGN KEY ("company_id","policy_id") REFERENCES "public"."insurance_policies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_assignments" ADD CONSTRAINT "insurance_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_assignments_from_key" ON "insurance_assignments" USING btree ("company_id","policy_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "insurance_assignments_employee_idx" ON "insurance_assignments" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_policies_name_key" ON "insurance_policies" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "insurance_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "insurance_policies" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());