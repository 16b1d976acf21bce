CREATE TABLE "employee_photos" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_photos_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "employee_photos" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_photos" ADD CONSTRAINT "employee_photos_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "photo_file_id";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_photos" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());