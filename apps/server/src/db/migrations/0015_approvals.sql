CREATE TABLE "approval_assignments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"priority" smallint NOT NULL,
	"workflow_id" uuid NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "approval_assignments_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_assignments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_delegations" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"delegate_user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_delegations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"workflow_name" text NOT NULL,
	"chain" jsonb NOT NULL,
	"current_level" integer DEFAULT 0 NOT NULL,
	"waiting_on" uuid[] NOT NULL,
	"level_started_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_requests_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_steps" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"action" text NOT NULL,
	"user_id" uuid,
	"on_behalf_of" uuid,
	"comment" text,
	"at" timestamp with time zone NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "approval_steps_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	CONSTRAINT "approval_steps_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_workflows" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"levels" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "approval_workflows_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "approval_workflows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "approval_assignments" ADD CONSTRAINT "approval_assignments_workflow_fk" FOREIGN KEY ("company_id","workflow_id") REFERENCES "public"."approval_workflows"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_request_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."approval_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_assignments_priority_key" ON "approval_assignments" USING btree ("company_id","kind","priority");--> statement-breakpoint
CREATE INDEX "approval_assignments_workflow_idx" ON "approval_assignments" USING btree ("company_id","workflow_id");--> statement-breakpoint
CREATE INDEX "approval_delegations_delegate_idx" ON "approval_delegations" USING btree ("company_id","delegate_user_id");--> statement-breakpoint
CREATE INDEX "approval_requests_workflow_idx" ON "approval_requests" USING btree ("company_id","workflow_id") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_subject_idx" ON "approval_requests" USING btree ("company_id","kind","subject_id");--> statement-breakpoint
CREATE INDEX "approval_requests_waiting_idx" ON "approval_requests" USING gin ("waiting_on") WHERE "approval_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "approval_requests_pending_idx" ON "approval_requests" USING btree ("company_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_steps_request_idx" ON "approval_steps" USING btree ("company_id","request_id","at");--> statement-breakpoint
CREATE INDEX "approval_steps_user_idx" ON "approval_steps" USING btree ("company_id","user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_workflows_name_key" ON "approval_workflows" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "approval_assignments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "approval_delegations" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "approval_requests" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "approval_steps" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "approval_workflows" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Hand-written: existing companies' default Manager roles get the new Approvals page, as the template now grants it
-- (the Administrator's grants are computed, so it needs none).
UPDATE "roles" SET "menu_grants" = "menu_grants" || '{"approvals":"edit"}'::jsonb WHERE "system_key" IN ('manager', 'hrManager') AND NOT ("menu_grants" ? 'approvals');
