CREATE TABLE "claim_types" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pay_item_category_id" uuid NOT NULL,
	"limit_amount" numeric(14, 2),
	"limit_period" text DEFAULT 'month' NOT NULL,
	"receipt_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "claim_types_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "claim_types_period_check" CHECK ("claim_types"."limit_period" in ('month', 'year')),
	CONSTRAINT "claim_types_limit_check" CHECK ("claim_types"."limit_amount" is null or "claim_types"."limit_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "claim_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "claims" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"expense_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"receipt_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"approval_request_id" uuid,
	"payrun_id" uuid,
	"paid_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "claims_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "claims_amount_check" CHECK ("claims"."amount" > 0),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('pending', 'approved', 'paid', 'rejected', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "claim_types" ADD CONSTRAINT "claim_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_types" ADD CONSTRAINT "claim_types_category_fk" FOREIGN KEY ("company_id","pay_item_category_id") REFERENCES "public"."pay_item_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_type_fk" FOREIGN KEY ("company_id","type_id") REFERENCES "public"."claim_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_types_name_key" ON "claim_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "claims_employee_idx" ON "claims" USING btree ("company_id","employee_id","expense_date");--> statement-breakpoint
CREATE INDEX "claims_type_idx" ON "claims" USING btree ("company_id","type_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "claim_types" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "claims" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());