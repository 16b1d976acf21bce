CREATE TABLE "payrun_trace_steps" (
	"company_id" uuid NOT NULL,
	"payrun_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"step" jsonb NOT NULL,
	CONSTRAINT "payrun_trace_steps_company_id_payrun_id_hash_pk" PRIMARY KEY("company_id","payrun_id","hash")
);
--> statement-breakpoint
ALTER TABLE "payrun_trace_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payslip_lines" ADD COLUMN "engine_steps" text[];--> statement-breakpoint
ALTER TABLE "payrun_trace_steps" ADD CONSTRAINT "payrun_trace_steps_company_id_payrun_id_payruns_company_id_id_fk" FOREIGN KEY ("company_id","payrun_id") REFERENCES "public"."payruns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "payrun_trace_steps" AS PERMISSIVE FOR ALL TO "tenaga_app" USING (company_id = app_company_id()) WITH CHECK (company_id = app_company_id());--> statement-breakpoint
-- Existing lines: each run's distinct engine steps once, named by a hash of their text; the lines keep the hashes in order.
INSERT INTO "payrun_trace_steps" ("company_id", "payrun_id", "hash", "step")
SELECT DISTINCT l."company_id", l."payrun_id", left(translate(encode(sha256(convert_to(s.step::text, 'UTF8')), 'base64'), '+/', '-_'), 16), s.step
FROM "payslip_lines" l, jsonb_array_elements(l."trace" -> 'engine') AS s(step)
WHERE jsonb_typeof(l."trace" -> 'engine') = 'array'
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payslip_lines" l SET
  "engine_steps" = ARRAY(
    SELECT left(translate(encode(sha256(convert_to(s.step::text, 'UTF8')), 'base64'), '+/', '-_'), 16)
    FROM jsonb_array_elements(l."trace" -> 'engine') WITH ORDINALITY AS s(step, n) ORDER BY s.n
  ),
  "trace" = l."trace" - 'engine'
WHERE jsonb_typeof(l."trace" -> 'engine') = 'array';
