/**
 * The contribution preview (issue 16 budget): one employee's month, every scheme's employee and
 * employer amounts, through the service as the profile asks for it — the salary history, the
 * policies in force with their parameters and the record's facts from the database, then
 * `@tenaga/payroll` — under 50 ms. A company of 500 employees with a Singapore CPF policy, a
 * group medical policy, and a history of assignments (a later rate type for one in five).
 * `DATABASE_URL=postgres://… npx tsx bench/contribution-preview.bench.ts` (without it: PGlite).
 * The best of the rounds is the figure, the median beside it.
 */
import { sql } from 'drizzle-orm';
import type { RequestAuth } from '../apps/server/src/plugins/authenticate.ts';
import { createCompany, createTestApp, createTestModules } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const BUDGET_MS = 50;
const SEEDED = 500;
const ROUNDS = 30;
const MONTH = '2026-03';

const t = await createTestApp();
try {
  const company = await createCompany(t, { countryCode: 'SG' });
  const { companyId } = company;
  await seedBenchEmployees(t.db, companyId, SEEDED);
  await t.db.execute(sql`
    update employees set salary = 3000 + (abs(hashtext(id::text)) % 6000), date_of_birth = '1985-06-15', race = 'chinese'
    where company_id = ${companyId}`);
  await t.db.execute(sql`
    insert into insurance_policies (company_id, name, kind, country, settings)
    values (${companyId}, 'CPF', 'statutory', 'SG', '{"province": null, "reducedAccidentRate": false}')`);
  await t.db.execute(sql`
    insert into insurance_policies (company_id, name, kind, treatment, amount, settings)
    values (${companyId}, 'Group medical', 'group_medical', 'employer_paid', 45, '{"province": null, "reducedAccidentRate": false}')`);
  await t.db.execute(sql`
    insert into insurance_assignments (company_id, policy_id, employee_id, from_date, parameters)
    select e.company_id, p.id, e.id, '2025-01-01', case when p.kind = 'statutory'
      then '{"country": "SG", "residency": null, "prSince": null, "rateType": null, "shgFunds": null}'::jsonb
      else '{"country": "private"}'::jsonb end
    from employees e join insurance_policies p on p.company_id = e.company_id where e.company_id = ${companyId}`);
  await t.db.execute(sql`
    insert into insurance_assignments (company_id, policy_id, employee_id, from_date, parameters)
    select e.company_id, p.id, e.id, '2026-01-01', '{"country": "SG", "residency": "PR", "prSince": "2025-06-01", "rateType": "FG", "shgFunds": []}'::jsonb
    from (select company_id, id, row_number() over (order by id) n from employees where company_id = ${companyId}) e
    join insurance_policies p on p.company_id = e.company_id and p.kind = 'statutory' where e.n % 5 = 0`);
  await t.db.execute(sql`vacuum analyze insurance_assignments`);
  const [{ id: employeeId } = { id: '' }] = (
    await t.db.execute<{ id: string }>(sql`select id from employees where company_id = ${companyId} order by id limit 1 offset 4`)
  ).rows;

  const modules = await createTestModules(t);
  const service = modules.service('insurancePolicies');
  // As a signed-in request has it: the role's version, whose access is then read once and remembered.
  const [{ version: roleVersion } = { version: 1 }] = (
    await t.db.execute<{ version: number }>(sql`select version from roles where id = ${company.admin.user.roleId}`)
  ).rows;
  const auth: RequestAuth = {
    sessionId: 'bench',
    companyId,
    userId: company.admin.user.userId,
    roleId: company.admin.user.roleId,
    roleVersion,
    employeeId: null,
    impersonatorUserId: null,
    deviceId: null,
    language: 'en',
    loginAt: new Date(),
  };

  await modules.service('access').accessOf(auth);
  let lines = 0;
  const run = async () => {
    const preview = await service.preview(auth, employeeId, MONTH);
    if (preview.problem) throw new Error(`preview problem: ${JSON.stringify(preview.problem)}`);
    lines = preview.lines.length;
  };
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  if (lines < 3) throw new Error(`${lines} preview lines`);
  const round2 = (value: number) => Math.round(value * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'contribution-preview',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      unit: 'ms for one employee’s contribution preview of a month',
      result: round2(times[0]!),
      median: round2(times[Math.floor(ROUNDS / 2)]!),
      budget: BUDGET_MS,
      lines,
    }),
  );
  if (times[0]! > BUDGET_MS) process.exitCode = 1;
} finally {
  await t.close();
}
