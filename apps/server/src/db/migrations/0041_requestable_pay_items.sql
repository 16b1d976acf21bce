CREATE TABLE "pay_item_requests" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"reason" text NOT NULL,
	"attachment_file_id" uuid,
	"status" text NOT NULL,
	"approval_request_id" uuid,
	"assignment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "pay_item_requests_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "pay_item_requests_amount_check" CHECK ("pay_item_requests"."amount" > 0),
	CONSTRAINT "pay_item_requests_status_check" CHECK ("pay_item_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "pay_item_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pay_item_policies" ADD COLUMN "requestable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_item_policies" ADD COLUMN "request_amount_editable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_item_requests" ADD CONSTRAINT "pay_item_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_requests" ADD CONSTRAINT "pay_item_requests_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_item_requests" ADD CONSTRAINT "pay_item_requests_policy_fk" FOREIGN KEY ("company_id","policy_id") REFERENCES "public"."pay_item_policies"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_item_requests_employee_idx" ON "pay_item_requests" USING btree ("company_id","employee_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_item_requests_policy_idx" ON "pay_item_requests" USING btree ("company_id","policy_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pay_item_requests" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());