CREATE TABLE "permission_templates" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"menu_grants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"field_grants" jsonb DEFAULT '{"public":{},"private":{}}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "permission_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "permission_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "files" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "data_scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "menu_grants" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "field_grants" jsonb DEFAULT '{"public":{},"private":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_templates" ADD CONSTRAINT "permission_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permission_templates_name_key" ON "permission_templates" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "files_expires_idx" ON "files" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_employee_key" ON "users" USING btree ("company_id","employee_id") WHERE "users"."employee_id" is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "permission_templates" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "files" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Existing companies' default roles take the grants of their built-in templates (as of this migration).
UPDATE "roles" SET "data_scope" = 'all', "menu_grants" = '{"home":"edit","employeeList":"edit","employeeAdd":"edit","employeeImport":"edit","employeePowerEdit":"edit","myProfile":"edit","contractsActive":"edit","contractsArchived":"edit","contractsImport":"edit","attendanceCalendar":"edit","attendanceTimesheet":"edit","attendanceResolve":"edit","attendanceOverwork":"edit","attendanceConversion":"edit","attendancePowerEdit":"edit","timeoff":"edit","exemption":"edit","payrun":"edit","payrunSummary":"edit","payrunArchive":"edit","payslip":"edit","bankTransfer":"edit","salaryAdjustment":"edit","claims":"edit","loans":"edit","irasForms":"edit","reports":"edit","trainingList":"edit","trainingScheduling":"edit","trainingAssignment":"edit","employeeTraining":"edit","trainingCertificates":"edit","trainingFee":"edit","trainingCategory":"edit","recruitment":"edit","performance":"edit","taskList":"edit","taskCalendar":"edit","taskProjects":"edit","taskLabels":"edit","survey":"edit","inventory":"edit","announcements":"edit","incentives":"edit","shifts":"edit","visitors":"edit","knowledge":"edit","companyAccount":"edit","regionLanguage":"edit","account":"edit","roles":"view","permissionTemplates":"view","users":"view","navigation":"view","auditTrail":"view","personalPreferences":"edit","organisation":"edit","customField":"edit","fieldSelection":"edit","publicHoliday":"edit","timeoffCategory":"edit","timeoffPolicy":"edit","timeoffProfile":"edit","timeoffAssignment":"edit","exemptionCategory":"edit","exemptionPolicy":"edit","exemptionProfile":"edit","exemptionAssignment":"edit","attendanceFullTime":"edit","attendancePartTime":"edit","attendanceAssignment":"edit","shiftPolicy":"edit","shiftAssignment":"edit","thresholdEmployee":"edit","thresholdLocation":"edit","approval":"edit","approvalAssignment":"edit","workflow":"edit","paymentFormulaRates":"edit","paymentFormulaAssignment":"edit","paymentFormulaLegacy":"edit","payrunSettings":"edit","payrunSummarySetting":"edit","statutoryCalculator":"edit","payslipSettings":"edit","payslipTemplates":"edit","insurancePolicy":"edit","insuranceAssignment":"edit","insuranceIndonesia":"edit","insuranceSingapore":"edit","insuranceVietnam":"edit","taxFormIr8a":"edit","ketsSetting":"edit","compliance":"edit","documentSetting":"edit","notificationAnnouncement":"edit","notificationSettings":"edit","geofencing":"edit","siteList":"edit","siteQrCode":"edit","attendanceDevice":"edit","temperatureCustomList":"edit","deviceSync":"edit","visitorAccessControl":"edit","trainingProvider":"edit","appraisalQuestions":"edit","appraisalSchedules":"edit","appraisalScoreCategory":"edit","appraisalImport":"edit","recruitmentFlow":"edit","recruitmentStage":"edit","recruitmentForm":"edit","recruitmentCustomField":"edit","recruitmentDocument":"edit","recruitmentJobCategory":"edit","recruitmentJobLocation":"edit","inventoryCategory":"edit","inventorySuppliers":"edit","incentiveSetting":"edit","mailOutbox":"view"}'::jsonb WHERE "system_key" = 'hrManager' AND "menu_grants" = '{}'::jsonb;--> statement-breakpoint
UPDATE "roles" SET "data_scope" = 'team', "menu_grants" = '{"home":"view","myProfile":"edit","account":"edit","personalPreferences":"edit","attendanceCalendar":"view","timeoff":"edit","exemption":"edit","claims":"edit","payslip":"view","loans":"view","employeeTraining":"view","performance":"edit","taskList":"edit","taskCalendar":"edit","survey":"edit","announcements":"view","knowledge":"view","inventory":"view","employeeList":"view","attendanceTimesheet":"view","attendanceResolve":"edit","attendanceOverwork":"edit","reports":"view","trainingList":"view","taskProjects":"edit","shifts":"view"}'::jsonb WHERE "system_key" = 'manager' AND "menu_grants" = '{}'::jsonb;--> statement-breakpoint
UPDATE "roles" SET "data_scope" = 'self', "menu_grants" = '{"home":"view","myProfile":"edit","account":"edit","personalPreferences":"edit","attendanceCalendar":"view","timeoff":"edit","exemption":"edit","claims":"edit","payslip":"view","loans":"view","employeeTraining":"view","performance":"view","taskList":"edit","taskCalendar":"edit","survey":"edit","announcements":"view","knowledge":"view","inventory":"view"}'::jsonb WHERE "system_key" = 'employee' AND "menu_grants" = '{}'::jsonb;
