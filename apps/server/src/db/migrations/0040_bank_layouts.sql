CREATE TABLE "bank_layouts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"separator" text NOT NULL,
	"delimiter" text DEFAULT ',' NOT NULL,
	"quote" boolean DEFAULT true NOT NULL,
	"line_ending" text DEFAULT 'crlf' NOT NULL,
	"final_line_ending" boolean DEFAULT true NOT NULL,
	"banks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_type_codes" jsonb,
	"header" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"detail" jsonb NOT NULL,
	"trailer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bank_layouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_layouts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "bank_layouts" ADD CONSTRAINT "bank_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_layouts_name_key" ON "bank_layouts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "bank_layouts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());