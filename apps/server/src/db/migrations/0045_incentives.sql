CREATE TABLE "incentive_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"target" numeric(18, 2),
	"achievement" numeric(18, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"formula" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incentive_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "incentive_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "incentive_schemes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"formula" text NOT NULL,
	"wage_class" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "incentive_schemes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "incentive_schemes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "incentive_entries" ADD CONSTRAINT "incentive_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_entries" ADD CONSTRAINT "incentive_entries_scheme_fk" FOREIGN KEY ("company_id","scheme_id") REFERENCES "public"."incentive_schemes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_entries" ADD CONSTRAINT "incentive_entries_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentive_schemes" ADD CONSTRAINT "incentive_schemes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_entries_person_key" ON "incentive_entries" USING btree ("company_id","scheme_id","period","employee_id");--> statement-breakpoint
CREATE INDEX "incentive_entries_period_idx" ON "incentive_entries" USING btree ("company_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "incentive_schemes_name_key" ON "incentive_schemes" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "incentive_entries" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "incentive_schemes" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());