/**
 * The pay item import at its largest (5,000 rows, IMPORT_LIMITS.maxRows.payItems): the check call
 * and the import job, measured apart, against the import budget of issue 4 (under 20 s together).
 * 5,000 employees; half of them already hold the recurring transport allowance, so the
 * recurring-policy rule reads real holdings. The file gives each employee one row: a one-off bonus
 * for those who hold the allowance, the allowance from January with an end date for the others.
 * `npm run bench pay-items-import` (PGlite); with DATABASE_URL, PostgreSQL. This process's CPU time
 * is printed beside the wall clock (on a shared machine the clock also counts other processes).
 */
import { sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { ImportResultSchema } from '@tenaga/contracts';
import { csvFile } from '../apps/server/src/testing/import-files.ts';
import { createCompany, createTestApp } from '../apps/server/src/testing/index.ts';
import { seedBenchEmployees } from './seed-employees.ts';

const ROWS = 5_000;
const BUDGET_MS = 20_000;

const t = await createTestApp();
try {
  const company = await createCompany(t, { countryCode: 'SG' });
  const { companyId } = company;
  await seedBenchEmployees(t.db, companyId, ROWS);
  const admin = company.admin.api;
  const categories = (await admin.ok(contracts.listPayItemCategories, { body: { length: -1 } })).data;
  const categoryId = (code: string) => categories.find((row) => row.code === code)!.id;
  const transport = await admin.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('transport'), name: 'Transport allowance', recurrence: 'recurring', amount: '150.00' },
  });
  await admin.ok(contracts.createPayItemPolicy, {
    body: { categoryId: categoryId('bonus'), name: 'Project bonus', recurrence: 'oneOff', amount: '500.00' },
  });
  const people = (
    await t.db.execute<{ id: string; number: string }>(
      sql`select id, employment_number as number from employees where company_id = ${companyId} order by employment_number limit ${ROWS}`,
    )
  ).rows;
  const holders = people.filter((_, index) => index % 2 === 0);
  await t.db.execute(sql`insert into pay_item_assignments (company_id, employee_id, policy_id, amount, effective_from)
    select ${companyId}, id, ${transport.id}, 150.00, date '2026-01-01' from employees
    where company_id = ${companyId} and id in (${sql.join(
      holders.map((row) => sql`${row.id}`),
      sql`, `,
    )})`);
  await t.db.execute(sql`analyze`);

  const file = csvFile(
    [
      ['[employmentNumber]', '[policy]', '[effectiveFrom]', '[endedOn]', '[amount]', '[description]'],
      ...people.map((person, index) =>
        index % 2 === 0
          ? [person.number, 'Project bonus', '2027-01-15', '', (100 + (index % 900)).toFixed(2), 'Year-end bonus']
          : [person.number, 'Transport allowance', '2027-01-01', '2027-12-31', '', ''],
      ),
    ],
    { fileName: 'pay-items.csv' },
  );

  // This process's CPU time beside the wall clock: the machine may be shared (PGlite's work is in it too).
  const cpuStarted = process.cpuUsage();
  const checkStarted = performance.now();
  const check = await admin.ok(contracts.checkPayItemImport, { body: file });
  const checkMs = Math.round(performance.now() - checkStarted);
  if (!check.valid) throw new Error(`the bench file does not pass the check: ${JSON.stringify(check.problems.slice(0, 3))}`);

  const importStarted = performance.now();
  const { jobId } = await admin.ok(contracts.importPayItems, { body: file });
  await t.jobs.drain();
  const importMs = Math.round(performance.now() - importStarted);
  const cpu = process.cpuUsage(cpuStarted);
  const job = await admin.ok(contracts.getJob, { params: { id: jobId } });
  const result = ImportResultSchema.parse(job.result);
  if (result.outcome !== 'imported' || result.created !== ROWS) throw new Error(`import did not succeed: ${JSON.stringify(result)}`);
  console.log(
    JSON.stringify({
      bench: 'pay-items-import',
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
      rows: ROWS,
      checkMs,
      importMs,
      totalMs: checkMs + importMs,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      created: result.created,
      budget: { totalMs: BUDGET_MS },
    }),
  );
} finally {
  await t.close();
}
