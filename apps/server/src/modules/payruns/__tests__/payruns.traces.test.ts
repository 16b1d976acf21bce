import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { computePayslip } from '@tenaga/payroll';
import { employees, payrunTraceSteps, payslipLines } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-02-02T04:00:00Z')) });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.db
    .update(employees)
    .set(values)
    .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId)));

/** Singapore citizens under CPF in January 2026; each person given as [salary, date of birth]. */
async function singaporeCompany(people: readonly (readonly [string, string])[]) {
  const company = await createCompany(t);
  const ids: string[] = [];
  for (const [index, [salary, dateOfBirth]] of people.entries()) {
    const id = await createEmployeeRow(t, company.companyId, { firstName: `P${index}`, lastName: 'Lim', employmentNumber: `E00${index}` });
    await setRecord(company, id, { salary, dateOfBirth, passTypeId: 1, hiringDate: '2023-03-01' });
    ids.push(id);
  }
  const policy = await company.admin.api.ok(contracts.createInsurancePolicy, {
    body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never,
  });
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: { policyId: policy.id, from: '2026-01-01', employeeIds: ids, parameters: { country: 'SG', shgFunds: [] } },
  });
  const started = await company.admin.api.call(contracts.startPayrun, { body: { period: '2026-01' } });
  expect(started.status).toBe(202);
  await t.jobs.drain();
  return { company, ids, payrunId: started.data!.id };
}

const linesOf = (company: TestCompany, payrunId: string, employeeId: string) =>
  t.db
    .select({ code: payslipLines.code, trace: payslipLines.trace, engineSteps: payslipLines.engineSteps })
    .from(payslipLines)
    .where(and(eq(payslipLines.companyId, company.companyId), eq(payslipLines.payrunId, payrunId), eq(payslipLines.employeeId, employeeId)))
    .orderBy(payslipLines.position);

const storedSteps = (company: TestCompany, payrunId: string) =>
  t.db
    .select({ hash: payrunTraceSteps.hash })
    .from(payrunTraceSteps)
    .where(and(eq(payrunTraceSteps.companyId, company.companyId), eq(payrunTraceSteps.payrunId, payrunId)));

/** The hashes the run's lines list, each once. */
async function listedHashes(company: TestCompany, payrunId: string) {
  const rows = await t.db
    .select({ engineSteps: payslipLines.engineSteps })
    .from(payslipLines)
    .where(and(eq(payslipLines.companyId, company.companyId), eq(payslipLines.payrunId, payrunId)));
  return new Set(rows.flatMap((row) => row.engineSteps ?? []));
}

/** The engine's own trace of a Singapore citizen's CPF employee share, as JSON gives it. */
function engineTrace(salary: string, birthDate: string) {
  const slip = computePayslip({
    country: 'SG',
    period: '2026-01',
    items: [{ code: 'basic', label: 'basic', kind: 'earning', amount: salary, class: 'basic' }],
    employee: { birthDate, residency: 'SC', shgFunds: [] },
    // The run's first month of the year: nothing to date (the payrun gives the engine the year's figures).
    ytd: { ordinaryWageSubject: '0.00', additionalWageSubject: '0.00' },
  });
  return JSON.parse(JSON.stringify(slip.lines.find((line) => line.code === 'sg.cpf.employee')!.trace)) as unknown;
}

describe('Payrun traces', () => {
  it('stores the trace two people with the same inputs share once, and the drill-down gives each line its whole trace', async () => {
    const { company, ids, payrunId } = await singaporeCompany([
      ['4000.00', '1996-01-15'],
      ['4000.00', '1996-01-15'],
      ['6200.00', '1990-05-01'],
    ]);
    const [first, twin, other] = ids as [string, string, string];
    const [firstLines, twinLines, otherLines] = await Promise.all([
      linesOf(company, payrunId, first),
      linesOf(company, payrunId, twin),
      linesOf(company, payrunId, other),
    ]);
    const cpf = (lines: typeof firstLines) => lines.find((line) => line.code === 'cpf.employee')!;
    // The same inputs: the same steps, listed by both lines and kept once; other inputs, other steps.
    expect(cpf(twinLines).engineSteps).toEqual(cpf(firstLines).engineSteps);
    expect(cpf(firstLines).engineSteps!.length).toBeGreaterThan(5);
    expect(cpf(otherLines).engineSteps).not.toEqual(cpf(firstLines).engineSteps);
    expect(cpf(firstLines).trace).not.toHaveProperty('engine');
    const stored = await storedSteps(company, payrunId);
    expect(stored.length).toBe(new Set(stored.map((row) => row.hash)).size);
    expect(new Set(stored.map((row) => row.hash))).toEqual(await listedHashes(company, payrunId));
    const firstHashes = new Set(firstLines.flatMap((line) => line.engineSteps ?? []));
    expect(stored.filter((row) => firstHashes.has(row.hash)).length).toBe(firstHashes.size);

    // The drill-down: each person's line with the engine's own trace for their inputs, in order.
    const api = company.admin.api;
    for (const [employeeId, salary, birthDate] of [
      [first, '4000.00', '1996-01-15'],
      [twin, '4000.00', '1996-01-15'],
      [other, '6200.00', '1990-05-01'],
    ] as const) {
      const slip = await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId } });
      const line = slip.lines.find((candidate) => candidate.code === 'cpf.employee')!;
      expect((line.trace as { engine: unknown }).engine).toEqual(engineTrace(salary, birthDate));
      expect(line.trace).toMatchObject({ base: salary, rate: '0.2' });
      expect(slip.lines[0]!.trace).toMatchObject({ proration: { basis: 'calendarDays' }, engine: [{ code: 'payslip.pay_item.basic' }] });
    }
  });

  it('keeps the others’ steps when some people are recalculated, and drops the unlisted ones when the run is approved', async () => {
    const { company, ids, payrunId } = await singaporeCompany([
      ['4000.00', '1996-01-15'],
      ['6200.00', '1990-05-01'],
    ]);
    const [first, other] = ids as [string, string];
    const api = company.admin.api;
    const before = await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: first } });
    await setRecord(company, other, { salary: '7000.00' });
    let run = await api.ok(contracts.getPayrun, { params: { id: payrunId } });
    await api.ok(contracts.recalculatePayrun, { params: { id: payrunId }, body: { version: run.version, employeeIds: [other] } });
    await t.jobs.drain();

    // The first person's payslip is as it was; the recalculated person's has the engine's trace of the new salary.
    expect(await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: first } })).toEqual(before);
    const after = await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: other } });
    expect((after.lines.find((line) => line.code === 'cpf.employee')!.trace as { engine: unknown }).engine).toEqual(
      engineTrace('7000.00', '1990-05-01'),
    );
    // Every step a line lists is kept; the ones only the old 6,200.00 had stay until the run is approved.
    const listed = await listedHashes(company, payrunId);
    const stored = await storedSteps(company, payrunId);
    expect(stored.filter((row) => listed.has(row.hash)).length).toBe(listed.size);
    expect(stored.length).toBeGreaterThan(listed.size);
    run = await api.ok(contracts.getPayrun, { params: { id: payrunId } });
    await api.ok(contracts.approvePayrun, { params: { id: payrunId }, body: { version: run.version } });
    expect(new Set((await storedSteps(company, payrunId)).map((row) => row.hash))).toEqual(listed);
    expect(await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: first } })).toEqual(before);
    expect(await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId: other } })).toEqual(after);
  });

  it('reads lines written before the steps were kept apart, and the migration moves their steps out unchanged', async () => {
    const { company, ids, payrunId } = await singaporeCompany([['4000.00', '1996-01-15']]);
    const [employeeId] = ids as [string];
    const api = company.admin.api;
    const before = await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId } });
    // The lines as the earlier shape wrote them: the whole trace on the line, no steps kept apart.
    for (const [position, line] of before.lines.entries()) {
      await t.db
        .update(payslipLines)
        .set({ trace: line.trace, engineSteps: null })
        .where(
          and(
            eq(payslipLines.companyId, company.companyId),
            eq(payslipLines.payrunId, payrunId),
            eq(payslipLines.employeeId, employeeId),
            eq(payslipLines.position, position),
          ),
        );
    }
    await t.db.delete(payrunTraceSteps).where(eq(payrunTraceSteps.payrunId, payrunId));
    expect(await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId } })).toEqual(before);

    const migrations = path.resolve(import.meta.dirname, '../../../db/migrations');
    const file = fs.readdirSync(migrations).find((name) => name.endsWith('_payrun_trace_steps.sql'))!;
    const statements = fs
      .readFileSync(path.join(migrations, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO "payrun_trace_steps"|UPDATE "payslip_lines"/.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const migrated = await linesOf(company, payrunId, employeeId);
    expect(migrated.every((line) => line.engineSteps !== null && !Object.hasOwn(line.trace as object, 'engine'))).toBe(true);
    expect(await api.ok(contracts.getPayslip, { params: { id: payrunId, employeeId } })).toEqual(before);
  });
});
