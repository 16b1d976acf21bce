-- Trigram indexes for the employee list's search (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(trim(first_name || ' ' || last_name))) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(employment_number || ' ' || first_name || ' ' || last_name)) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_private" text GENERATED ALWAYS AS (lower(coalesce(identification_number, '') || ' ' || coalesce(email, ''))) STORED;--> statement-breakpoint
CREATE INDEX "employees_sort_name_idx" ON "employees" USING btree ("company_id","sort_name");--> statement-breakpoint
CREATE INDEX "employees_search_name_idx" ON "employees" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_search_private_idx" ON "employees" USING gin ("search_private" gin_trgm_ops);