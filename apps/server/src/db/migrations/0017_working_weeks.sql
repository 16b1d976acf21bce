CREATE TABLE "working_week_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"target_id" uuid,
	"from_date" date NOT NULL,
	"week_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "working_week_assignments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "working_week_assignments_scope_check" CHECK ("working_week_assignments"."scope" in ('company', 'location', 'employee')),
	CONSTRAINT "working_week_assignments_target_check" CHECK (("working_week_assignments"."scope" = 'company') = ("working_week_assignments"."target_id" is null))
);
--> statement-breakpoint
ALTER TABLE "working_week_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "working_weeks" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"days" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "working_weeks_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "working_weeks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "working_week_assignments" ADD CONSTRAINT "working_week_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_week_assignments" ADD CONSTRAINT "working_week_assignments_week_fk" FOREIGN KEY ("company_id","week_id") REFERENCES "public"."working_weeks"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_weeks" ADD CONSTRAINT "working_weeks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "working_week_assignments_date_key" ON "working_week_assignments" USING btree ("company_id","scope",coalesce("target_id"::text, ''),"from_date");--> statement-breakpoint
CREATE INDEX "working_week_assignments_week_idx" ON "working_week_assignments" USING btree ("company_id","week_id");--> statement-breakpoint
CREATE UNIQUE INDEX "working_weeks_name_key" ON "working_weeks" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "working_week_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "working_weeks" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());