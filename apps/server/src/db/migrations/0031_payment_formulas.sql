CREATE TABLE "payment_formula_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"formula_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_formula_assignments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_formula_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_formula_versions" (
	"company_id" uuid NOT NULL,
	"formula_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"variables_used" jsonb NOT NULL,
	"effective_from" date NOT NULL,
	"restored_from" integer,
	"created_by" uuid,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_formula_versions_company_id_formula_id_number_pk" PRIMARY KEY("company_id","formula_id","number")
);
--> statement-breakpoint
ALTER TABLE "payment_formula_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_formulas" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"template_id" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_formulas_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_formulas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_rates" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(20, 6) NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payment_rates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_formula_assignments" ADD CONSTRAINT "payment_formula_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_formula_assignments" ADD CONSTRAINT "payment_formula_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_formula_assignments" ADD CONSTRAINT "payment_formula_assignments_formula_fk" FOREIGN KEY ("company_id","formula_id") REFERENCES "public"."payment_formulas"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_formula_versions" ADD CONSTRAINT "payment_formula_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_formula_versions" ADD CONSTRAINT "payment_formula_versions_formula_fk" FOREIGN KEY ("company_id","formula_id") REFERENCES "public"."payment_formulas"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_formulas" ADD CONSTRAINT "payment_formulas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_rates" ADD CONSTRAINT "payment_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_formula_assignments_date_key" ON "payment_formula_assignments" USING btree ("company_id","employee_id","formula_id","from_date");--> statement-breakpoint
CREATE INDEX "payment_formula_assignments_formula_idx" ON "payment_formula_assignments" USING btree ("company_id","formula_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_formulas_name_key" ON "payment_formulas" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_rates_code_date_key" ON "payment_rates" USING btree ("company_id","code","effective_from");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_formula_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_formula_versions" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_formulas" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payment_rates" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());