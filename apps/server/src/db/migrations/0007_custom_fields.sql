CREATE TABLE "custom_fields" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"location" text NOT NULL,
	"type" smallint NOT NULL,
	"label" text NOT NULL,
	"property_name" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "custom_fields_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "custom_fields_type_check" CHECK ("custom_fields"."type" between 0 and 9),
	CONSTRAINT "custom_fields_location_check" CHECK ("custom_fields"."location" in ('employee', 'employeeStandard', 'contract', 'exemption', 'timeOff'))
);
--> statement-breakpoint
ALTER TABLE "custom_fields" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "others" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "others_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "others" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "others_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_property_name_key" ON "custom_fields" USING btree ("company_id",(case when "location" = 'employeeStandard' then 'employee' else "location" end),lower("property_name"));--> statement-breakpoint
CREATE INDEX "custom_fields_order_idx" ON "custom_fields" USING btree ("company_id","location","sort_order");--> statement-breakpoint
CREATE INDEX "contracts_others_idx" ON "contracts" USING gin ("others" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "employees_others_idx" ON "employees" USING gin ("others" jsonb_path_ops);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "custom_fields" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());