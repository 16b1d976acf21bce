CREATE TABLE "loan_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"period" date,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "loan_entries_kind_check" CHECK ("loan_entries"."kind" in ('disbursement', 'interest', 'deduction', 'repayment', 'settlement')),
	CONSTRAINT "loan_entries_amount_check" CHECK ("loan_entries"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "loan_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loan_instalments" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"period" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "loan_instalments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "loan_instalments_status_check" CHECK ("loan_instalments"."status" in ('planned', 'deducted', 'cancelled')),
	CONSTRAINT "loan_instalments_amount_check" CHECK ("loan_instalments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "loan_instalments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "loans" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"interest_rate" numeric(6, 3) NOT NULL,
	"interest" numeric(14, 2) NOT NULL,
	"disbursed_on" date NOT NULL,
	"first_period" date NOT NULL,
	"status" text NOT NULL,
	"paused_from" date,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "loans_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "loans_kind_check" CHECK ("loans"."kind" in ('loan', 'advance')),
	CONSTRAINT "loans_status_check" CHECK ("loans"."status" in ('active', 'paused', 'settled')),
	CONSTRAINT "loans_amounts_check" CHECK ("loans"."principal" > 0 and "loans"."interest" >= 0 and "loans"."interest_rate" >= 0)
);
--> statement-breakpoint
ALTER TABLE "loans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_entries" ADD CONSTRAINT "loan_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_entries" ADD CONSTRAINT "loan_entries_loan_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."loans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_instalments" ADD CONSTRAINT "loan_instalments_loan_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."loans"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_entries_loan_idx" ON "loan_entries" USING btree ("company_id","loan_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_instalments_period_key" ON "loan_instalments" USING btree ("company_id","loan_id","period");--> statement-breakpoint
CREATE INDEX "loans_employee_idx" ON "loans" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "loan_entries" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "loan_instalments" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "loans" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());