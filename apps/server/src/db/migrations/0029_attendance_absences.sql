CREATE TABLE "attendance_absences" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attendance_absences_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attendance_absences_kind_check" CHECK ("attendance_absences"."kind" in ('excused', 'unpaid', 'absentConfirmed'))
);
--> statement-breakpoint
ALTER TABLE "attendance_absences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "attendance_absences" ADD CONSTRAINT "attendance_absences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_absences" ADD CONSTRAINT "attendance_absences_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_absences_day_key" ON "attendance_absences" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_absences" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());