/**
 * The payrun (issue 17 budgets): a month of 10,000 employees of the five countries mixed (a fifth
 * each under Singapore, Malaysia, Indonesia, Vietnam and Philippine statutory schemes), each with a
 * salary history in the audit trail and 18 recurring pay items (about 30 lines a payslip), one in
 * twenty with an approved unpaid day, one in five with an allowance formula and one in ten an overtime
 * formula (approved overtime read in batch), computed and stored through the API and the job: under 5 s on
 * PostgreSQL, under 20 s on PGlite. Then 10 changed people recalculated (recalculate's employeeIds):
 * under 300 ms. The month before is run first (it warms the process up, and the measured month
 * reads its year-to-date figures, as a real March does).
 * `DATABASE_URL=postgres://… npx tsx bench/payrun-10k.bench.ts` (without it: PGlite).
 */
import { sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { createCompany, createTestApp } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const EMPLOYEES = 10_000;
const PAY_ITEMS = 18;
const BUDGET_RUN_MS = process.env.DATABASE_URL ? 5_000 : 20_000;
const BUDGET_RECALCULATE_MS = 300;
const RECALCULATE_ROUNDS = 5;
const CHANGED = 10;

const t = await createTestApp();
try {
  const company = await createCompany(t, { countryCode: 'SG' });
  const { companyId } = company;
  const api = company.admin.api;
  await seedBenchEmployees(t.db, companyId, EMPLOYEES);
  // Everyone employed all year, a salary between 2,000 and 9,900 and a date of birth between 1960 and 2000.
  await t.db.execute(sql`update employees set cessation_date = null, pass_type_id = 1,
      salary = (2000 + (hashtext(id::text) & 8191) % 80 * 100)::numeric(14, 2),
      date_of_birth = date '1960-01-01' + ((hashtext(id::text) >> 13) & 16383) % 14600
    where company_id = ${companyId}`);
  // The salary history: each record's creation and a raise dated 1 January 2026, as the audit trail keeps them.
  await t.db.execute(sql`
    insert into audit_log (company_id, at, entity, entity_id, action, after)
    select company_id, timestamp '2024-12-01', 'employee', id::text, 'create',
      jsonb_build_object('salary', (salary - 100)::text, 'salaryEffectiveFrom', hiring_date::text)
    from employees where company_id = ${companyId}
    union all
    select company_id, timestamp '2025-12-20', 'employee', id::text, 'update',
      jsonb_build_object('salary', salary::text, 'salaryEffectiveFrom', '2026-01-01')
    from employees where company_id = ${companyId}`);

  // A fifth of the people under each country's statutory scheme.
  const ids = (
    await t.db.execute<{ id: string }>(sql`select id from employees where company_id = ${companyId} order by employment_number`)
  ).rows.map((row) => row.id);
  const parameters: contracts.AssignPolicyInput['parameters'][] = [
    { country: 'SG', residency: 'SC', shgFunds: ['CDAC'] },
    { country: 'MY', citizenship: 'citizen', pcbCategory: 2, children: 1 },
    { country: 'ID', ptkpStatus: 'K/1', taxId: '123456789012345' },
    { country: 'VN', region: 'I', dependants: 1 },
    { country: 'PH' },
  ];
  for (const [index, parameter] of parameters.entries()) {
    const policy = await api.ok(contracts.createInsurancePolicy, {
      body: { name: `Statutory ${parameter.country}`, kind: 'statutory', country: parameter.country } as never,
    });
    const group = ids.filter((_, position) => position % parameters.length === index);
    for (let start = 0; start < group.length; start += contracts.INSURANCE_LIMITS.bulk)
      await api.ok(contracts.assignInsurancePolicy, {
        body: {
          policyId: policy.id,
          from: '2025-01-01',
          employeeIds: group.slice(start, start + contracts.INSURANCE_LIMITS.bulk),
          parameters: parameter,
        } as never,
      });
  }

  // 18 recurring allowances of the company's first earning category, every one given to everyone.
  await api.ok(contracts.listPayItemCategories, { body: { start: 0, length: 10, search: { value: '' }, order: [], columns: [] } });
  await t.db.execute(sql`
    insert into pay_item_policies (company_id, category_id, name, recurrence, amount)
    select ${companyId}, (select id from pay_item_categories where company_id = ${companyId} and kind = 'earning' order by name limit 1),
      'Allowance ' || g, 'recurring', (10 * g)::numeric(14, 2)
    from generate_series(1, ${PAY_ITEMS}) g`);
  await t.db.execute(sql`
    insert into pay_item_assignments (company_id, employee_id, policy_id, amount, effective_from)
    select e.company_id, e.id, p.id, p.amount, date '2025-01-01'
    from employees e join pay_item_policies p on p.company_id = e.company_id where e.company_id = ${companyId}`);

  // One in twenty takes an approved unpaid day on Tuesday 10 March 2026 (the leave profile from 2026-01-01).
  await t.db.execute(sql`
    insert into leave_assignments (company_id, employee_id, profile_id, effective_from)
    select ${companyId}, e.id, (select id from leave_profiles where company_id = ${companyId} limit 1), date '2026-01-01'
    from employees e where e.company_id = ${companyId}`);
  await t.db.execute(sql`
    with u as (select c.id category_id, p.id policy_id from leave_categories c
               join leave_policies p on p.company_id = c.company_id and p.category_id = c.id
               where c.company_id = ${companyId} and c.code = 'unpaid' limit 1)
    insert into leave_requests (company_id, employee_id, category_id, policy_id, from_date, to_date, days, by_date, status)
    select ${companyId}, e.id, u.category_id, u.policy_id, date '2026-03-10', date '2026-03-10', 1,
      '[{"date": "2026-03-10", "days": "1"}]'::jsonb, 'approved'
    from (select id, row_number() over (order by id) n from employees where company_id = ${companyId}) e, u
    where e.n % 20 = 0`);
  // Payment formulas: one in five has an allowance of 1% of the salary; one in ten an overtime formula
  // reading approved overtime (none approved here: read in batch, nothing paid).
  for (const [kind, source, every] of [
    ['allowance', 'round(employee.salary * 0.01, 2)', 5],
    ['overtime', '1.5 * (12 * employee.monthlyBasicPay) / (52 * 44) * timesheet.overtime.hours', 10],
  ] as const) {
    const formula = await api.ok(contracts.createPaymentFormula, {
      body: { name: `Bench ${kind}`, kind, country: 'SG', description: '', source, effectiveFrom: '2025-01-01', templateId: null },
    });
    await t.db.execute(sql`
      insert into payment_formula_assignments (company_id, employee_id, formula_id, from_date)
      select ${companyId}, e.id, ${formula.id}, date '2025-01-01'
      from (select id, row_number() over (order by id) n from employees where company_id = ${companyId}) e
      where e.n % ${every} = 0`);
  }
  await t.db.execute(sql`analyze`);

  const run = async (period: string) => {
    const started = await api.call(contracts.startPayrun, { body: { period } });
    if (started.status !== 202) throw new Error(`start answered ${started.status}`);
    await t.jobs.drain();
    return started.data!.id;
  };
  await run('2026-02');
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const id = await run('2026-03');
  const runMs = performance.now() - start;
  const runCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuStart));
  const payrun = await api.ok(contracts.getPayrun, { params: { id } });
  if (payrun.status !== 'calculated' || payrun.employeeCount !== EMPLOYEES)
    throw new Error(`the run is ${payrun.status} with ${payrun.employeeCount} people: ${payrun.failureReason ?? ''}`);
  // What the run's traces take: the lines' own parts and step lists, and the engine steps kept once.
  const [lines] = (
    await t.db.execute<{ n: string; bytes: string }>(
      sql`select count(*) n, sum(length(trace::text) + coalesce(length(engine_steps::text), 0))
          + (select coalesce(sum(length(step::text)), 0) from payrun_trace_steps where company_id = ${companyId} and payrun_id = ${id}) bytes
        from payslip_lines where company_id = ${companyId} and payrun_id = ${id}`,
    )
  ).rows;

  // The run's payroll journal: summed in the database by code and cost centre (no line is read into JS).
  const journalStart = performance.now();
  const journal = await api.ok(contracts.getPayrunJournal, { params: { id } });
  const journalMs = performance.now() - journalStart;
  if (!journal.balanced) throw new Error(`the journal is not balanced: ${journal.totals.debit} / ${journal.totals.credit}`);

  // Ten people's salaries change; only they are computed again.
  const times: number[] = [];
  for (let round = 0; round < RECALCULATE_ROUNDS; round += 1) {
    const changed = ids.slice(round * CHANGED, (round + 1) * CHANGED);
    await t.db.execute(
      sql`update employees set salary = salary + 50 where company_id = ${companyId} and id in (${sql.join(
        changed.map((employeeId) => sql`${employeeId}::uuid`),
        sql`, `,
      )})`,
    );
    const { version } = await api.ok(contracts.getPayrun, { params: { id } });
    const began = performance.now();
    const again = await api.call(contracts.recalculatePayrun, { params: { id }, body: { version, employeeIds: changed } });
    if (again.status !== 202) throw new Error(`recalculate answered ${again.status}`);
    await t.jobs.drain();
    times.push(performance.now() - began);
    const after = await api.ok(contracts.getPayrun, { params: { id } });
    if (after.status !== 'calculated' || after.employeeCount !== EMPLOYEES) throw new Error(`recalculated run is ${after.status}`);
  }
  times.sort((a, b) => a - b);

  const round2 = (value: number) => Math.round(value * 100) / 100;
  const database = process.env.DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    JSON.stringify({
      bench: 'payrun-10k',
      database,
      unit: `ms to compute and store a month of ${EMPLOYEES} employees (five countries, ${PAY_ITEMS} pay items each)`,
      result: round2(runMs),
      cpu: round2(runCpu),
      budget: BUDGET_RUN_MS,
      lines: Number(lines!.n),
      linesPerPayslip: round2(Number(lines!.n) / EMPLOYEES),
      traceMegabytes: round2(Number(lines!.bytes) / 1e6),
    }),
  );
  console.log(
    JSON.stringify({
      bench: 'payrun-recalculate-10',
      database,
      unit: `ms to recalculate ${CHANGED} changed people of the run`,
      result: round2(times[0]!),
      median: round2(times[Math.floor(RECALCULATE_ROUNDS / 2)]!),
      budget: BUDGET_RECALCULATE_MS,
    }),
  );
  console.log(
    JSON.stringify({
      bench: 'payrun-journal-10k',
      database,
      unit: `ms to read the journal of the run of ${EMPLOYEES} employees (${Number(lines!.n)} lines)`,
      result: round2(journalMs),
      journalLines: journal.lines.length,
    }),
  );
  if (runMs > BUDGET_RUN_MS || times[Math.floor(RECALCULATE_ROUNDS / 2)]! > BUDGET_RECALCULATE_MS) process.exitCode = 1;
} finally {
  await t.close();
}
