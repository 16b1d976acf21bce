ALTER TABLE "approval_assignments" ADD COLUMN "filter" jsonb;--> statement-breakpoint
ALTER TABLE "approval_steps" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "slot" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "head_employee_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_slot_key" ON "jobs" USING btree ("company_id","type","slot") WHERE slot is not null;--> statement-breakpoint
CREATE INDEX "departments_head_idx" ON "departments" USING btree ("company_id","head_employee_id");--> statement-breakpoint
-- Hand-written: a department's head is one of its company's employees (employees point to departments too, so the
-- schema files cannot declare it); an employee record removed leaves the department without a head, company kept.
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_fk" FOREIGN KEY ("company_id","head_employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE SET NULL ("head_employee_id") ON UPDATE no action;
