// The Approvals page budget (issue 13): an approver with 1,000 pending requests (among 20,000 of
// the company's, most of them decided or waiting on others) gets the first page of what waits for
// them under 150 ms on PostgreSQL. The server runs in a child process; the load comes from this one.
// Set DATABASE_URL to measure PostgreSQL.
import autocannon from 'autocannon';
import { signUpCompany, startBenchServer } from './support/bench-server.ts';

const PENDING = 1_000;
const OTHERS = 19_000;
const EMPLOYEES = 1_000;

if (process.argv.includes('--serve')) {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const { seedBenchEmployees } = await import('./seed-employees.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.on('message', (message: { companyId: string; userId: string }) => {
    const { companyId, userId } = message;
    const db = tenaga.database.db;
    const started = performance.now();
    const seed = async () => {
      await seedBenchEmployees(db, companyId, EMPLOYEES);
      await db.execute(sql`
        with e as (select array_agg(id order by id) ids from employees where company_id = ${companyId})
        insert into approval_requests (company_id, kind, subject_id, employee_id, requested_by, workflow_id, workflow_name, chain, current_level, waiting_on, level_started_at, status, summary, created_at)
        select ${companyId}, (array['timeOff','overtime','claim','exemptionRequest'])[1 + g % 4], gen_random_uuid(), e.ids[1 + g % ${EMPLOYEES}],
          gen_random_uuid(), gen_random_uuid(), 'Bench flow',
          jsonb_build_array(jsonb_build_object('approverIds', jsonb_build_array(case when g <= ${PENDING} then ${userId} else gen_random_uuid()::text end), 'mode', 'any', 'escalateAfterDays', null, 'escalateToUserId', null)),
          0,
          case when g <= ${PENDING} then array[${userId}::uuid] when g % 3 = 0 then array[gen_random_uuid()] else array[]::uuid[] end,
          now() - g * interval '1 minute',
          case when g <= ${PENDING} or g % 3 = 0 then 'pending' else 'approved' end,
          jsonb_build_object('amount', (g % 500)::text || '.00'),
          now() - g * interval '1 minute'
        from generate_series(1, ${PENDING + OTHERS}) g, e`);
      await db.execute(sql`analyze approval_requests`);
    };
    void seed().then(
      () => process.send!({ seededMs: Math.round(performance.now() - started) }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  const server = await startBenchServer({ script: 'approvals.bench.ts', name: 'approvals' });
  const base = server.base;
  try {
    const company = await signUpCompany(base, 'bench-approvals');
    const headers = { authorization: company.headers.authorization };
    const { seededMs } = await server.ask<{ seededMs: number }>({ companyId: company.companyId, userId: company.userId });
    const url = `${base}/api/v2/approvals/requests?tab=pending&start=0&length=20`;
    const check = (await (await fetch(url, { headers })).json()) as { data: { total: number; data: unknown[] } };
    const run = (duration: number) => autocannon({ url, headers, connections: 1, duration });
    await run(2);
    const result = await run(8);
    console.log(
      JSON.stringify({
        bench: 'approvals',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        requests: PENDING + OTHERS,
        seededMs,
        firstPage: {
          pending: check.data.total,
          rowsOnPage: check.data.data.length,
          connections: 1,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p97_5Ms: result.latency.p97_5,
          p99Ms: result.latency.p99,
          errors: result.errors + result.non2xx,
        },
        budget: { firstPageMs: 150 },
      }),
    );
  } finally {
    server.close();
  }
}
