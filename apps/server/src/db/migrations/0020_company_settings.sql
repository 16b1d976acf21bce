CREATE TABLE "company_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "company_documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_bank_accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"branch" text,
	"currency" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "company_bank_accounts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_registrations" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"country" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_registrations_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
ALTER TABLE "company_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "employer_countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_bank_accounts" ADD CONSTRAINT "company_bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_registrations" ADD CONSTRAINT "company_registrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_documents_name_key" ON "company_documents" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_documents_category_idx" ON "company_documents" USING btree ("company_id","category");--> statement-breakpoint
CREATE UNIQUE INDEX "company_bank_accounts_number_key" ON "company_bank_accounts" USING btree ("company_id","bank_code","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "company_bank_accounts_default_key" ON "company_bank_accounts" USING btree ("company_id") WHERE "company_bank_accounts"."is_default";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_documents" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_bank_accounts" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "company_registrations" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());