CREATE TABLE "commercial_sectors" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "commercial_sectors_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "commercial_sectors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contract_locations" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contract_locations_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "contract_locations_contract_id_key" UNIQUE("company_id","contract_id","id")
);
--> statement-breakpoint
ALTER TABLE "contract_locations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contracts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "contracts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "contracts_dates_check" CHECK ("contracts"."end_date" is null or "contracts"."start_date" is null or "contracts"."end_date" >= "contracts"."start_date")
);
--> statement-breakpoint
ALTER TABLE "contracts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "departments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "departments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "departments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_titles" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "job_titles_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "job_titles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sites" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_meters" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sites_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sites_geo_check" CHECK (("sites"."latitude" is null) = ("sites"."longitude" is null) and ("sites"."radius_meters" is null or "sites"."latitude" is not null)),
	CONSTRAINT "sites_latitude_check" CHECK ("sites"."latitude" is null or "sites"."latitude" between -90 and 90),
	CONSTRAINT "sites_longitude_check" CHECK ("sites"."longitude" is null or "sites"."longitude" between -180 and 180),
	CONSTRAINT "sites_radius_check" CHECK ("sites"."radius_meters" is null or "sites"."radius_meters" > 0)
);
--> statement-breakpoint
ALTER TABLE "sites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "employee_contract_deployments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"location_id" uuid,
	"from_date" date,
	"to_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_contract_deployments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_contract_deployments_dates_check" CHECK ("employee_contract_deployments"."to_date" is null or "employee_contract_deployments"."from_date" is null or "employee_contract_deployments"."to_date" >= "employee_contract_deployments"."from_date")
);
--> statement-breakpoint
ALTER TABLE "employee_contract_deployments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "job_title_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "commercial_sector_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "commercial_sectors" ADD CONSTRAINT "commercial_sectors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_locations" ADD CONSTRAINT "contract_locations_company_id_contract_id_contracts_company_id_id_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_categories" ADD CONSTRAINT "employee_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_titles" ADD CONSTRAINT "job_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contract_deployments" ADD CONSTRAINT "employee_contract_deployments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contract_deployments" ADD CONSTRAINT "employee_contract_deployments_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_contract_deployments" ADD CONSTRAINT "employee_contract_deployments_location_fk" FOREIGN KEY ("company_id","contract_id","location_id") REFERENCES "public"."contract_locations"("company_id","contract_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commercial_sectors_name_key" ON "commercial_sectors" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contract_locations_name_key" ON "contract_locations" USING btree ("company_id","contract_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_name_key" ON "contracts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_key" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "employee_categories_name_key" ON "employee_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_titles_name_key" ON "job_titles" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "sites_name_key" ON "sites" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_contract_deployments_employee_idx" ON "employee_contract_deployments" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_contract_deployments_contract_idx" ON "employee_contract_deployments" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "employee_contract_deployments_location_idx" ON "employee_contract_deployments" USING btree ("company_id","location_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_job_title_fk" FOREIGN KEY ("company_id","job_title_id") REFERENCES "public"."job_titles"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."employee_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_commercial_sector_fk" FOREIGN KEY ("company_id","commercial_sector_id") REFERENCES "public"."commercial_sectors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_site_fk" FOREIGN KEY ("company_id","site_id") REFERENCES "public"."sites"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_department_idx" ON "employees" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_job_title_idx" ON "employees" USING btree ("company_id","job_title_id");--> statement-breakpoint
CREATE INDEX "employees_category_idx" ON "employees" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "employees_commercial_sector_idx" ON "employees" USING btree ("company_id","commercial_sector_id");--> statement-breakpoint
CREATE INDEX "employees_site_idx" ON "employees" USING btree ("company_id","site_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "commercial_sectors" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contract_locations" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contracts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "departments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_categories" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_titles" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "sites" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_contract_deployments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());