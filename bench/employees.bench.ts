// The employee budgets (issue 4), with 100,000 employees in one company (bench/seed-employees.ts):
// `employees/table` with an advanced filter, a search and a sort, page of 200, p95 under 50 ms on
// PostgreSQL and 200 ms on PGlite; and the picker's options for 5,000 employees under 150 ms
// (a second company of that size). The server runs in a child process; the load comes from this one.
// Set DATABASE_URL to measure PostgreSQL.
import autocannon from 'autocannon';
import { signUpCompany, startBenchServer } from './support/bench-server.ts';

const LIST_SIZE = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const PICKER_SIZE = 5_000;

if (process.argv.includes('--serve')) {
  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadEnv } = await import('../apps/server/src/config/env.ts');
  const { seedBenchEmployees } = await import('./seed-employees.ts');
  const tenaga = await buildApp({ env: loadEnv(), rateLimits: false });
  await tenaga.app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  // The parent signs the companies up through the API, then asks for their people.
  process.on('message', (message: { companyId: string; count: number }) => {
    const started = performance.now();
    void seedBenchEmployees(tenaga.database.db, message.companyId, message.count).then(
      () => process.send!({ seededMs: Math.round(performance.now() - started) }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  const server = await startBenchServer({ script: 'employees.bench.ts', name: 'employees' });
  const base = server.base;
  const seed = async (companyId: string, count: number) => (await server.ask<{ seededMs: number }>({ companyId, count })).seededMs;
  const signUp = (name: string) => signUpCompany(base, name);
  try {
    const big = await signUp('bench-big');
    const seededMs = await seed(big.companyId, LIST_SIZE);
    const filters = (await (await fetch(`${base}/api/v2/employees/filters`, { headers: big.headers })).json()) as {
      data: { category: string; options: { value: string }[] }[];
    };
    const departments = filters.data
      .find((category) => category.category === 'department')!
      .options.slice(0, 5)
      .map((option) => option.value);
    const body = JSON.stringify({
      start: 200,
      length: 200,
      search: { value: 'tan' },
      order: [{ column: 0, dir: 'desc' }],
      columns: [{ data: 'fullName' }],
      filter: {
        join: 'and',
        rules: [
          { category: 'department', condition: 'isAnyOf', values: departments },
          { category: 'locations', condition: 'isNotEmpty', values: [] },
        ],
      },
      status: 'active',
    });
    const check = (await (await fetch(`${base}/api/v2/employees/table`, { method: 'POST', headers: big.headers, body })).json()) as {
      data: { recordsFiltered: number; data: unknown[] };
    };
    const percentiles = (result: autocannon.Result) => ({
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p97_5Ms: result.latency.p97_5,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    const table = (duration: number) =>
      autocannon({ url: `${base}/api/v2/employees/table`, method: 'POST', headers: big.headers, body, connections: 1, duration });
    await table(2);
    const tableResult = await table(8);

    const small = await signUp('bench-picker');
    await seed(small.companyId, PICKER_SIZE);
    const picker = (duration: number) =>
      autocannon({ url: `${base}/api/v2/employees/selection`, headers: small.headers, connections: 1, duration });
    await picker(2);
    const pickerResult = await picker(5);
    console.log(
      JSON.stringify({
        bench: 'employees',
        database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        employees: LIST_SIZE,
        seededMs,
        table: {
          rowsFiltered: check.data.recordsFiltered,
          rowsOnPage: check.data.data.length,
          connections: 1,
          ...percentiles(tableResult),
        },
        picker: { options: PICKER_SIZE, ...percentiles(pickerResult) },
        budget: { tableP95Ms: process.env.DATABASE_URL ? 50 : 200, pickerMs: 150 },
      }),
    );
  } finally {
    server.close();
  }
}
