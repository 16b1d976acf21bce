CREATE TABLE "leave_ledger_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"days" numeric(10, 4) NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_entries_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."leave_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_employee_idx" ON "leave_ledger_entries" USING btree ("company_id","employee_id","category_id","entry_date");--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_kind_idx" ON "leave_ledger_entries" USING btree ("company_id","kind","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_entries_encashment_key" ON "leave_ledger_entries" USING btree ("company_id","employee_id","category_id") WHERE kind = 'encashment';--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "leave_ledger_entries" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());