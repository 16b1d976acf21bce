CREATE TABLE "leave_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"starting_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_assignments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leave_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_policies" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leave_policies_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_profile_policies" (
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	CONSTRAINT "leave_profile_policies_company_id_profile_id_policy_id_pk" PRIMARY KEY("company_id","profile_id","policy_id")
);
--> statement-breakpoint
ALTER TABLE "leave_profile_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_profiles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leave_profiles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"first_day_half" text,
	"last_day_half" text,
	"hours" numeric(6, 2),
	"days" numeric(8, 4) NOT NULL,
	"by_date" jsonb NOT NULL,
	"status" text NOT NULL,
	"approval_request_id" uuid,
	"attachment_file_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leave_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_setups" (
	"company_id" uuid NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_setups_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "leave_setups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_assignments" ADD CONSTRAINT "leave_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_assignments" ADD CONSTRAINT "leave_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_assignments" ADD CONSTRAINT "leave_assignments_profile_fk" FOREIGN KEY ("company_id","profile_id") REFERENCES "public"."leave_profiles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_categories" ADD CONSTRAINT "leave_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_policies" ADD CONSTRAINT "leave_policies_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."leave_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_profile_policies" ADD CONSTRAINT "leave_profile_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_profile_policies" ADD CONSTRAINT "leave_profile_policies_profile_fk" FOREIGN KEY ("company_id","profile_id") REFERENCES "public"."leave_profiles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_profile_policies" ADD CONSTRAINT "leave_profile_policies_policy_fk" FOREIGN KEY ("company_id","policy_id") REFERENCES "public"."leave_policies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_profiles" ADD CONSTRAINT "leave_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."leave_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_setups" ADD CONSTRAINT "leave_setups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_assignments_employee_date_key" ON "leave_assignments" USING btree ("company_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "leave_assignments_profile_idx" ON "leave_assignments" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_categories_name_key" ON "leave_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "leave_categories_code_key" ON "leave_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_policies_name_key" ON "leave_policies" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "leave_policies_category_idx" ON "leave_policies" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "leave_profile_policies_policy_idx" ON "leave_profile_policies" USING btree ("company_id","policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_profiles_name_key" ON "leave_profiles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "leave_requests_employee_idx" ON "leave_requests" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
CREATE INDEX "leave_requests_status_idx" ON "leave_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_categories" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_policies" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_profile_policies" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_profiles" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_requests" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_setups" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());