CREATE TABLE "converted_leaves" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"overwork_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"hours_per_day" numeric(6, 2) NOT NULL,
	"days" numeric(8, 4) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "converted_leaves_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "converted_leaves" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "overwork_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"bands" jsonb NOT NULL,
	"overtime_minutes" integer NOT NULL,
	"excess_minutes" integer NOT NULL,
	"status" text NOT NULL,
	"approval_request_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "overwork_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "overwork_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "overwork_threshold_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"threshold_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overwork_threshold_assignments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "overwork_threshold_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "overwork_thresholds" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"daily_minutes" integer,
	"weekly_minutes" integer,
	"monthly_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "overwork_thresholds_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "overwork_thresholds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "converted_leaves" ADD CONSTRAINT "converted_leaves_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "converted_leaves" ADD CONSTRAINT "converted_leaves_overwork_fk" FOREIGN KEY ("company_id","overwork_id") REFERENCES "public"."overwork_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overwork_requests" ADD CONSTRAINT "overwork_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overwork_requests" ADD CONSTRAINT "overwork_requests_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overwork_threshold_assignments" ADD CONSTRAINT "overwork_threshold_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overwork_threshold_assignments" ADD CONSTRAINT "overwork_threshold_assignments_threshold_fk" FOREIGN KEY ("company_id","threshold_id") REFERENCES "public"."overwork_thresholds"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overwork_thresholds" ADD CONSTRAINT "overwork_thresholds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "converted_leaves_overwork_key" ON "converted_leaves" USING btree ("company_id","overwork_id");--> statement-breakpoint
CREATE INDEX "converted_leaves_employee_idx" ON "converted_leaves" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "overwork_requests_day_key" ON "overwork_requests" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "overwork_threshold_assignments_target_key" ON "overwork_threshold_assignments" USING btree ("company_id","target_type","target_id","effective_from");--> statement-breakpoint
CREATE INDEX "overwork_threshold_assignments_threshold_idx" ON "overwork_threshold_assignments" USING btree ("company_id","threshold_id");--> statement-breakpoint
CREATE UNIQUE INDEX "overwork_thresholds_name_key" ON "overwork_thresholds" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "converted_leaves" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "overwork_requests" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "overwork_threshold_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "overwork_thresholds" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());