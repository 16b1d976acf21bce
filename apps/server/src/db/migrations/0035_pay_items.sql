CREATE TABLE "pay_item_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"amount" numeric(14, 2),
	"description" text DEFAULT '' NOT NULL,
	"effective_from" date NOT NULL,
	"ended_on" date,
	"profile_name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_item_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_assignments_amount_check" CHECK ("pay_item_assignments"."amount" is null or "pay_item_assignments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_item_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pay_item_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"treatment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_item_categories_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_categories_kind_check" CHECK ("pay_item_categories"."kind" in ('earning', 'benefit', 'deduction'))
);
--> statement-breakpoint
ALTER TABLE "pay_item_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pay_item_policies" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"recurrence" text NOT NULL,
	"amount" numeric(14, 2),
	"formula_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_item_policies_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_policies_recurrence_check" CHECK ("pay_item_policies"."recurrence" in ('recurring', 'oneOff')),
	CONSTRAINT "pay_item_policies_amount_check" CHECK (("pay_item_policies"."amount" is null or "pay_item_policies"."amount" >= 0) and ("pay_item_policies"."amount" is not null or "pay_item_policies"."formula_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "pay_item_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pay_item_profile_items" (
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" numeric(14, 2),
	CONSTRAINT "pay_item_profile_items_company_id_profile_id_policy_id_pk" PRIMARY KEY("company_id","profile_id","policy_id"),
	CONSTRAINT "pay_item_profile_items_amount_check" CHECK ("pay_item_profile_items"."amount" is null or "pay_item_profile_items"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pay_item_profile_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pay_item_profiles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_item_profiles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "pay_item_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pay_item_setups" (
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_item_setups_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "pay_item_setups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pay_item_assignments" ADD CONSTRAINT "pay_item_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_assignments" ADD CONSTRAINT "pay_item_assignments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_assignments" ADD CONSTRAINT "pay_item_assignments_policy_fk" FOREIGN KEY ("company_id","policy_id") REFERENCES "public"."pay_item_policies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_categories" ADD CONSTRAINT "pay_item_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_policies" ADD CONSTRAINT "pay_item_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_policies" ADD CONSTRAINT "pay_item_policies_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."pay_item_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_profile_items" ADD CONSTRAINT "pay_item_profile_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_profile_items" ADD CONSTRAINT "pay_item_profile_items_profile_fk" FOREIGN KEY ("company_id","profile_id") REFERENCES "public"."pay_item_profiles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_profile_items" ADD CONSTRAINT "pay_item_profile_items_policy_fk" FOREIGN KEY ("company_id","policy_id") REFERENCES "public"."pay_item_policies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_profiles" ADD CONSTRAINT "pay_item_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_setups" ADD CONSTRAINT "pay_item_setups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_item_assignments_employee_idx" ON "pay_item_assignments" USING btree ("company_id","employee_id","effective_from");--> statement-breakpoint
CREATE INDEX "pay_item_assignments_policy_idx" ON "pay_item_assignments" USING btree ("company_id","policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_item_categories_name_key" ON "pay_item_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "pay_item_policies_name_key" ON "pay_item_policies" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pay_item_policies_category_idx" ON "pay_item_policies" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "pay_item_profile_items_policy_idx" ON "pay_item_profile_items" USING btree ("company_id","policy_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_item_profiles_name_key" ON "pay_item_profiles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_categories" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_policies" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_profile_items" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_profiles" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_setups" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());