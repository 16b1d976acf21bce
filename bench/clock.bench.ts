// The clock-in rush (issue 14 budgets): 100 concurrent clients clocking in and out, p95 under 30 ms
// on PostgreSQL; then 500 people clocking in at once, each answered, none lost, none doubled (a
// repeat of every request answers 200 with the same punch). The server runs in a child process; the
// load comes from this one. Set DATABASE_URL to measure PostgreSQL.
import { randomUUID } from 'node:crypto';
import { signUpCompany, startBenchServer } from './support/bench-server.ts';

const CLIENTS = 100;
const ROUNDS = 10;
const RUSH = 500;
const HARBOUR = { latitude: 1.2834, longitude: 103.8607 };

if (process.argv.includes('--serve')) {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const { hashToken, newToken } = await import('../apps/server/src/lib/secrets.ts');
  const { seedBenchEmployees } = await import('./seed-employees.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.on('message', (message: { companyId: string; count: number }) => {
    const { companyId, count } = message;
    const db = tenaga.database.db;
    // Each employee gets a user of the Employee role and a session whose token the parent uses.
    const seed = async () => {
      await seedBenchEmployees(db, companyId, count);
      const employees = (await db.execute(
        sql`select id from employees where company_id = ${companyId} and cessation_date is null order by id limit ${count}`,
      )) as unknown as { rows: { id: string }[] };
      const tokens: string[] = [];
      for (const [index, employee] of employees.rows.entries()) {
        const token = newToken();
        tokens.push(token);
        await db.execute(sql`
          with u as (
            insert into users (company_id, username, password_hash, first_name, role_id, employee_id)
            select ${companyId}, ${`clock${index}`}, 'not-a-password', 'Bench', id, ${employee.id}
            from roles where company_id = ${companyId} and system_key = 'employee'
            returning id
          )
          insert into sessions (company_id, user_id, token_hash, expires_at)
          select ${companyId}, u.id, ${hashToken(token)}, now() + interval '1 day' from u`);
      }
      return tokens;
    };
    void seed().then(
      (tokens) => process.send!({ tokens }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  const server = await startBenchServer({ script: 'clock.bench.ts', name: 'clock' });
  const base = server.base;
  try {
    const company = await signUpCompany(base, 'bench-clock');
    const call = async (path: string, init: { method: string; token: string; body?: unknown }) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/v2${path}`, {
        method: init.method,
        headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const body = (await response.json()) as { data?: { id: string } };
      return { status: response.status, ms: performance.now() - started, id: body.data?.id };
    };
    const site = await fetch(`${base}/api/v2/sites`, {
      method: 'POST',
      headers: company.headers,
      body: JSON.stringify({ name: 'Harbour', ...HARBOUR, radiusMeters: 150 }),
    }).then((response) => response.json() as Promise<{ data: { id: string; version: number } }>);
    await fetch(`${base}/api/v2/attendance/sites/${site.data.id}`, {
      method: 'PUT',
      headers: company.headers,
      body: JSON.stringify({ version: site.data.version, ...HARBOUR, radiusMeters: 150, outsideRule: 'allowFlag', anyEmployee: true }),
    });
    const { tokens } = await server.ask<{ tokens: string[] }>({ companyId: company.companyId, count: RUSH });
    const punch = (token: string, action: 'in' | 'out', idempotencyKey = randomUUID()) =>
      call('/attendance/clock', {
        method: 'POST',
        token,
        body: { action, latitude: HARBOUR.latitude + 0.0003, longitude: HARBOUR.longitude, accuracy: 12, idempotencyKey },
      });

    // 100 clients, each clocking in and out in turn, all at once. (Of the 500 seeded people, those
    // the bench seed made leavers have no user: the burst is everyone else.)
    const latencies: number[] = [];
    let failures = 0;
    const warm = tokens.slice(0, CLIENTS);
    await Promise.all(
      warm.map(async (token) => {
        for (let round = 0; round < ROUNDS; round++) {
          const result = await punch(token, round % 2 === 0 ? 'in' : 'out');
          if (result.status !== 201) failures += 1;
          latencies.push(result.ms);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]! * 10) / 10;

    // 500 at once, then the same 500 again (a client retrying a lost answer).
    const keys = tokens.map(() => randomUUID());
    const rushStarted = performance.now();
    // The first 100 ended their rounds clocked out: everyone clocks in.
    const first = await Promise.all(tokens.map((token, index) => punch(token, 'in', keys[index])));
    const rushMs = Math.round(performance.now() - rushStarted);
    const again = await Promise.all(tokens.map((token, index) => punch(token, 'in', keys[index])));
    const created = first.filter((result) => result.status === 201).length;
    const repeatsSame = again.filter((result, index) => result.status === 200 && result.id === first[index]!.id).length;
    console.log(
      JSON.stringify({
        bench: 'clock',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        rush: {
          clients: CLIENTS,
          requests: latencies.length,
          failures,
          p50Ms: percentile(50),
          p95Ms: percentile(95),
          p99Ms: percentile(99),
        },
        burst: {
          clients: tokens.length,
          created,
          otherStatuses: first.length - created,
          wallMs: rushMs,
          repeatsAnsweredWithSamePunch: repeatsSame,
        },
        budget: { rushP95Ms: 30, burstCreated: tokens.length, burstRepeats: tokens.length },
      }),
    );
    if (failures > 0 || created !== tokens.length || repeatsSame !== tokens.length) process.exitCode = 1;
  } finally {
    server.close();
  }
}
