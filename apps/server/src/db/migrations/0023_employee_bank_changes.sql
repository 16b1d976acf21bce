CREATE TABLE "employee_bank_changes" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"bank_code" text,
	"account_name" text,
	"account_number" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" uuid NOT NULL,
	"approval_request_id" uuid NOT NULL,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_bank_changes_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "employee_bank_changes_status_check" CHECK ("employee_bank_changes"."status" in ('pending', 'approved', 'rejected', 'withdrawn', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_bank_changes" ADD CONSTRAINT "employee_bank_changes_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_bank_changes_pending_key" ON "employee_bank_changes" USING btree ("company_id","employee_id") WHERE "employee_bank_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "employee_bank_changes_employee_idx" ON "employee_bank_changes" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "employee_bank_changes" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Companies keep today's behaviour (an employee's own bank account change applies at once) until they choose approval.
UPDATE companies SET preference = preference || '{"bankChangeApproval": false}'::jsonb WHERE NOT (preference ? 'bankChangeApproval');
