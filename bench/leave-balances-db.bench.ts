/**
 * Leave balances from the database (issue 15 budgets): the annual leave balances of 10,000
 * employees for one date (as a payrun reads them), through the time-off service's one balance
 * function, under 2 s on PostgreSQL, with every category of the statutory profile (a dozen per
 * employee) measured beside it; and one employee's balance of one category with its trace (the
 * fixed-shape call's work), under 10 ms. Each employee has the statutory profile (Singapore) from
 * 2024-01-01 or their hiring day with a starting value, two approved requests a year, a pending
 * one, an HR adjustment and an imported opening balance.
 * `DATABASE_URL=postgres://… npx tsx bench/leave-balances-db.bench.ts` (without it: PGlite).
 * The best of the rounds is the figure, the median beside it, and this process's CPU time (the
 * best round's) after them: on a shared machine the wall clock also counts other processes.
 */
import { sql } from 'drizzle-orm';
import { createCompany, createTestApp, createTestModules } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const BUDGET_ALL_MS = 2000;
const BUDGET_ONE_MS = 10;
const EMPLOYEES = 10_000;
const ROUNDS = 3;
const ONE_ROUNDS = 30;
const DATE = '2026-11-27';

const t = await createTestApp();
try {
  const company = await createCompany(t, { countryCode: 'SG' });
  const { companyId } = company;
  await seedBenchEmployees(t.db, companyId, EMPLOYEES);
  await t.db.execute(sql`update employees set hiring_date = date '2015-01-05' + ((hashtext(id::text) & 4095) % 3500) * interval '1 day'
    where company_id = ${companyId}`);
  // The statutory profile from 2024-01-01 (or the hiring day), with 3 annual days to start.
  await t.db.execute(sql`
    with p as (select id from leave_profiles where company_id = ${companyId} limit 1),
         a as (select id from leave_categories where company_id = ${companyId} and code = 'annual')
    insert into leave_assignments (company_id, employee_id, profile_id, effective_from, starting_days)
    select ${companyId}, e.id, p.id, greatest(e.hiring_date, date '2024-01-01'), jsonb_build_object(a.id::text, '3')
    from employees e, p, a where e.company_id = ${companyId}`);
  // Two approved days in March and three in August of each year, and two pending days in December.
  await t.db.execute(sql`
    with a as (select c.id category_id, p.id policy_id from leave_categories c
               join leave_policies p on p.company_id = c.company_id and p.category_id = c.id
               where c.company_id = ${companyId} and c.code = 'annual')
    insert into leave_requests (company_id, employee_id, category_id, policy_id, from_date, to_date, days, by_date, status)
    select ${companyId}, e.id, a.category_id, a.policy_id, r.day, r.day + (r.n - 1), r.n,
      (select jsonb_agg(jsonb_build_object('date', to_char(r.day + k, 'YYYY-MM-DD'), 'days', '1')) from generate_series(0, r.n - 1) k),
      r.status
    from employees e, a,
      lateral (values (date '2024-03-05', 2, 'approved'), (date '2024-08-06', 3, 'approved'), (date '2025-03-04', 2, 'approved'),
                      (date '2025-08-05', 3, 'approved'), (date '2026-03-03', 2, 'approved'), (date '2026-08-04', 3, 'approved'),
                      (date '2026-12-15', 2, 'pending')) r(day, n, status)
    where e.company_id = ${companyId} and e.hiring_date < r.day`);
  await t.db.execute(sql`
    insert into leave_ledger_entries (company_id, employee_id, category_id, kind, entry_date, days, reason, source)
    select ${companyId}, e.id, c.id, k.kind, k.day, k.days, k.reason, k.source
    from employees e
    join leave_categories c on c.company_id = e.company_id and c.code = 'annual',
    lateral (values ('adjustment', date '2026-06-01', 1.5, 'Long service award', 'manual'),
                    ('opening', date '2026-01-01', 2, '', 'import')) k(kind, day, days, reason, source)
    where e.company_id = ${companyId}`);
  await t.db.execute(sql`analyze`);

  const modules = await createTestModules(t);
  const access = modules.service('timeOff').ledgerAccess;
  const ids = (await t.db.execute<{ id: string }>(sql`select id from employees where company_id = ${companyId} order by id`)).rows.map(
    (row) => row.id,
  );
  const annual = (
    await t.db.execute<{ id: string }>(sql`select id from leave_categories where company_id = ${companyId} and code = 'annual'`)
  ).rows[0]!.id;

  const cpuOf = new Map<number, number>();
  const timed = async (rounds: number, work: () => Promise<unknown>) => {
    await work(); // warm-up
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      await work();
      const time = performance.now() - start;
      const cpu = process.cpuUsage(cpuStart);
      times.push(time);
      cpuOf.set(time, (cpu.user + cpu.system) / 1000);
    }
    return times.sort((a, b) => a - b);
  };
  let balances = 0;
  // The budget's figure: one category (annual leave) of every employee, as a payrun reads it.
  const times = await timed(ROUNDS, async () => {
    balances = (await access.balancesFor(companyId, ids, DATE, new Set([annual]))).length;
  });
  // Beside it, every category of the statutory profile (a dozen per employee).
  let everyCategory = 0;
  const allTimes = await timed(1, async () => {
    everyCategory = (await access.balancesFor(companyId, ids, DATE)).length;
  });

  const oneTimes: number[] = [];
  const oneCpu = process.cpuUsage();
  for (let round = 0; round < ONE_ROUNDS; round += 1) {
    const id = ids[(round * 197) % ids.length]!;
    const start = performance.now();
    const balance = await access.balanceWithTrace(companyId, id, annual, DATE);
    oneTimes.push(performance.now() - start);
    if (!balance) throw new Error(`no balance for ${id}`);
  }
  const oneCpuMs = (({ user, system }) => (user + system) / 1000 / ONE_ROUNDS)(process.cpuUsage(oneCpu));
  oneTimes.sort((a, b) => a - b);
  if (balances < EMPLOYEES) throw new Error(`${balances} balances for ${EMPLOYEES} employees`);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    JSON.stringify({
      bench: 'leave-balances-db',
      database,
      unit: `ms for the annual leave balances of ${EMPLOYEES} employees on one date`,
      result: round2(times[0]!),
      median: round2(times[Math.floor(ROUNDS / 2)]!),
      cpu: round2(cpuOf.get(times[0]!)!),
      budget: BUDGET_ALL_MS,
      balances,
      everyCategory: { balances: everyCategory, ms: round2(allTimes[0]!) },
    }),
  );
  console.log(
    JSON.stringify({
      bench: 'leave-balance-one-db',
      database,
      unit: 'ms for one employee’s balance of one category with its trace',
      result: round2(oneTimes[0]!),
      median: round2(oneTimes[Math.floor(ONE_ROUNDS / 2)]!),
      cpuAverage: round2(oneCpuMs),
      budget: BUDGET_ONE_MS,
    }),
  );
  if (times[0]! > BUDGET_ALL_MS || oneTimes[Math.floor(ONE_ROUNDS / 2)]! > BUDGET_ONE_MS) process.exitCode = 1;
} finally {
  await t.close();
}
