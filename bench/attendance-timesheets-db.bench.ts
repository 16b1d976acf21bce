/**
 * Timesheets from the database (issue 14 budget): every timesheet of about 2,000 employees over one
 * month, about 100,000 punches, computed through the timesheet service under 3 s on PostgreSQL
 * (reading the people, their punches, hours, calendars and plans, then the engine).
 * `DATABASE_URL=postgres://… npx tsx bench/attendance-timesheets-db.bench.ts` (without it: PGlite).
 *
 * As a company in Indonesia sees its month: sites in its three zones, everyone on fixed hours against
 * the calendar, punching in and out on each working day at times that vary by person and day, one in
 * four also clocking out for lunch and back. The best of the rounds is the figure, the median beside it.
 */
import { sql } from 'drizzle-orm';
import type { RequestAuth } from '../apps/server/src/plugins/authenticate.ts';
import { createCompany, createTestApp, createTestModules } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const BUDGET_MS = 3000;
const SEEDED = 2180; // one in twelve left the company before the month: about 2,000 remain
const ROUNDS = 3;
const MONTH = { from: '2026-03-01', to: '2026-03-31' };
const ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'];

const t = await createTestApp();
try {
  const company = await createCompany(t, { countryCode: 'ID' });
  const { companyId } = company;
  await seedBenchEmployees(t.db, companyId, SEEDED);
  for (const [index, zone] of ZONES.entries())
    await t.db.execute(sql`insert into sites (company_id, name, address, timezone) values (${companyId}, ${`Site ${index}`}, '', ${zone})`);
  await t.db.execute(sql`
    with s as (select array_agg(id order by name) ids from sites where company_id = ${companyId}),
         e as (select id, row_number() over (order by id) n from employees where company_id = ${companyId})
    update employees set site_id = s.ids[1 + e.n % 3] from s, e where employees.company_id = ${companyId} and employees.id = e.id`);
  // In at 09:00 and out at 18:00 give or take a quarter of an hour; one in four out to lunch 12:00–13:00.
  await t.db.execute(sql`
    insert into attendance_events (company_id, employee_id, action, at, timezone, source, idempotency_key)
    select e.company_id, e.id, p.action,
      ((d::date + p.at) at time zone s.timezone) + ((e.n * 7 + extract(day from d)::int * 13 + p.shift) % 31 - 15) * interval '1 minute',
      s.timezone, 'web', 'bench-' || e.n || '-' || to_char(d, 'YYYYMMDD') || '-' || p.at
    from (select company_id, id, site_id, row_number() over (order by id) n from employees where company_id = ${companyId} and cessation_date is null) e
    join sites s on s.company_id = e.company_id and s.id = e.site_id
    cross join generate_series(${MONTH.from}::date, ${MONTH.to}::date, interval '1 day') d
    cross join (values ('in', time '09:00', 0, false), ('out', time '12:00', 3, true), ('in', time '13:00', 5, true), ('out', time '18:00', 11, false)) p(action, at, shift, lunch)
    where extract(isodow from d) < 6 and (not p.lunch or e.n % 4 = 0)`);
  await t.db.execute(sql`vacuum analyze attendance_events`);
  const [counts] = (
    (await t.db.execute(
      sql`select (select count(*) from attendance_events where company_id = ${companyId})::int events, (select count(*) from employees where company_id = ${companyId} and cessation_date is null)::int people`,
    )) as unknown as { rows: { events: number; people: number }[] }
  ).rows;

  const modules = await createTestModules(t);
  const timesheets = modules.service('timesheets');
  const auth: RequestAuth = {
    sessionId: 'bench',
    companyId,
    userId: company.admin.user.userId,
    roleId: company.admin.user.roleId,
    roleVersion: null,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en',
    loginAt: new Date(),
  };

  let computed = 0;
  let worked = 0;
  const run = async () => {
    const all = await timesheets.many(auth, MONTH);
    computed = all.length;
    worked = all.reduce((sum, entry) => sum + entry.timesheet.totals.workedMinutes, 0);
  };
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (computed < 1900 || worked <= 0) throw new Error(`computed ${computed} timesheets, ${worked} minutes worked`);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'attendance-timesheets-db',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      unit: 'ms for every timesheet of the month',
      result: round2(times[0]!),
      median: round2(times[Math.floor(ROUNDS / 2)]!),
      budget: BUDGET_MS,
      employees: computed,
      events: counts!.events,
    }),
  );
  if (times[0]! > BUDGET_MS) process.exitCode = 1;
} finally {
  await t.close();
}
