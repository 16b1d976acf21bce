CREATE TABLE "attendance_alerts" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"work_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_alerts_company_id_employee_id_kind_work_date_pk" PRIMARY KEY("company_id","employee_id","kind","work_date"),
	CONSTRAINT "attendance_alerts_kind_check" CHECK ("attendance_alerts"."kind" in ('outsideGeofence', 'noAttendance'))
);
--> statement-breakpoint
ALTER TABLE "attendance_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "attendance_site_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"no_attendance_minutes" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "attendance_site_settings_minutes_check" CHECK ("attendance_site_settings"."no_attendance_minutes" between 5 and 720)
);
--> statement-breakpoint
ALTER TABLE "attendance_site_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_proofs_check";--> statement-breakpoint
ALTER TABLE "attendance_events" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_alerts" ADD CONSTRAINT "attendance_alerts_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_site_settings" ADD CONSTRAINT "attendance_site_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_photo_fk" FOREIGN KEY ("company_id","photo_file_id") REFERENCES "public"."files"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_proofs_check" CHECK (jsonb_typeof("sites"."proofs") = 'array' and "sites"."proofs" <@ '["geofence", "qr", "photo"]'::jsonb);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_alerts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "attendance_site_settings" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());