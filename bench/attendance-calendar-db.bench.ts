/**
 * The attendance calendar from the database (issue 14 budget): the month of 200 employees — their
 * presence events from about 9,000 punches, their schedules (a roster of day and night shifts for one
 * in four, fixed hours on the calendar for the others) and their holidays — through the calendar
 * service, under 300 ms on PostgreSQL.
 * `DATABASE_URL=postgres://… npx tsx bench/attendance-calendar-db.bench.ts` (without it: PGlite).
 * The best of the rounds is the figure, the median beside it.
 */
import { sql } from 'drizzle-orm';
import type { RequestAuth } from '../apps/server/src/plugins/authenticate.ts';
import { createCompany, createTestApp, createTestModules } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const BUDGET_MS = 300;
const SEEDED = 2000;
const PAGE = 200;
const ROUNDS = 5;
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
  await t.db.execute(sql`insert into company_holidays (company_id, date, name) values (${companyId}, '2026-03-19', 'Company day')`);
  // One in four on a roster: three days, three nights, two off.
  await t.db.execute(sql`
    insert into shifts (company_id, name, colour, start_time, end_time)
    values (${companyId}, 'Day', '#0958d9', '07:00', '15:00'), (${companyId}, 'Night', '#722ed1', '22:00', '06:00')`);
  await t.db.execute(sql`
    with d as (select id from shifts where company_id = ${companyId} and name = 'Day'),
         n as (select id from shifts where company_id = ${companyId} and name = 'Night')
    insert into roster_assignments (company_id, employee_id, from_date, anchor_date, cycle)
    select ${companyId}, e.id, '2026-02-01', '2026-02-02',
      jsonb_build_array(d.id, d.id, d.id, n.id, n.id, n.id, null, null)
    from (select id, row_number() over (order by id) n from employees where company_id = ${companyId}) e, d, n
    where e.n % 4 = 0`);
  // In at 09:00 and out at 18:00 give or take a quarter of an hour on working days.
  await t.db.execute(sql`
    insert into attendance_events (company_id, employee_id, action, at, timezone, source, idempotency_key)
    select e.company_id, e.id, p.action,
      ((d::date + p.at) at time zone s.timezone) + ((e.n * 7 + extract(day from d)::int * 13 + p.shift) % 31 - 15) * interval '1 minute',
      s.timezone, 'web', 'bench-' || e.n || '-' || to_char(d, 'YYYYMMDD') || '-' || p.at
    from (select company_id, id, site_id, row_number() over (order by id) n from employees where company_id = ${companyId} and cessation_date is null) e
    join sites s on s.company_id = e.company_id and s.id = e.site_id
    cross join generate_series(${MONTH.from}::date, ${MONTH.to}::date, interval '1 day') d
    cross join (values ('in', time '09:00', 0), ('out', time '18:00', 11)) p(action, at, shift)
    where extract(isodow from d) < 6`);
  await t.db.execute(sql`vacuum analyze attendance_events`);

  const modules = await createTestModules(t);
  const calendar = modules.service('attendanceCalendar');
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
  const body = {
    ...MONTH,
    filter: { join: 'and' as const, rules: [], hideEmptyRows: false, employeeIds: [] },
    search: '',
    start: 0,
    length: PAGE,
  };

  let employees = 0;
  let events = 0;
  let holidays = 0;
  const run = async () => {
    const answer = await calendar.events(auth, 'en', body);
    employees = answer.employees.length;
    events = answer.employees.reduce((sum, employee) => sum + employee.events.length, 0);
    holidays = answer.employees.reduce((sum, employee) => sum + employee.holidays.length, 0);
  };
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (employees !== PAGE || events < PAGE * 30 || holidays < PAGE)
    throw new Error(`${employees} employees, ${events} events, ${holidays} holidays`);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'attendance-calendar-db',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      unit: 'ms for the month calendar of 200 employees',
      result: round2(times[0]!),
      median: round2(times[Math.floor(ROUNDS / 2)]!),
      budget: BUDGET_MS,
      employees,
      events,
    }),
  );
  if (times[0]! > BUDGET_MS) process.exitCode = 1;
} finally {
  await t.close();
}
