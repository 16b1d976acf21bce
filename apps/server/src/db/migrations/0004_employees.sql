CREATE TABLE "employee_family" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"date_of_birth" date,
	"phone" text,
	"emergency_contact" boolean DEFAULT false NOT NULL,
	"next_of_kin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_family_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "employee_family" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identification_type" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "identification_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "nationality" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "marital_status" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "religion" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "other_religion" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_type_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_subtype" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_obtained_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_valid_from" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "pass_valid_to" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "phones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "biometric_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "confirmation_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "employment_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "source" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "payment_mode_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "salary" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "contribution_rate_type" text;--> statement-breakpoint
ALTER TABLE "employee_family" ADD CONSTRAINT "employee_family_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_family_employee_idx" ON "employee_family" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_number_unique" ON "employees" USING btree ("company_id",lower("employment_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_identification_unique" ON "employees" USING btree ("company_id","identification_type",upper("identification_number"));--> statement-breakpoint
CREATE INDEX "employees_manager_idx" ON "employees" USING btree ("company_id","manager_id");--> statement-breakpoint
CREATE INDEX "employees_cessation_idx" ON "employees" USING btree ("company_id","cessation_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_family" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());