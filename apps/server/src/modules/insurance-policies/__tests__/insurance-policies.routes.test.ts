import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createTestModules,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-01-20T04:00:00Z')) });
  modules = await createTestModules(t);
  // Migrating a fresh database takes long on a busy machine.
}, 240_000);
afterAll(async () => {
  await t?.close();
});

/** Sets what the record says (the payment and personal sections' fields the schemes read). */
const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

const auditOf = (company: TestCompany, entity: string) =>
  t.db
    .select({ action: auditLog.action, entityId: auditLog.entityId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity)));

const newPolicy = (company: TestCompany, body: contracts.CreatePolicyBody | Record<string, unknown>) =>
  company.admin.api.ok(contracts.createInsurancePolicy, { body: body as never });

const cpfPolicy = (company: TestCompany, name = 'CPF') => newPolicy(company, { name, kind: 'statutory', country: 'SG' });

const sg = (overrides: Partial<Extract<contracts.PolicyParametersInput, { country: 'SG' }>> = {}) => ({
  country: 'SG' as const,
  ...overrides,
});

const preview = (company: TestCompany, employeeId: string, month: string) =>
  company.admin.api.ok(contracts.getContributionPreview, { params: { id: employeeId }, query: { month } });

const line = (result: contracts.ContributionPreview, code: string) => result.lines.find((entry) => entry.code === code);

describe('Insurance policies and the contribution preview', () => {
  it('previews CPF on the salary in force as CPF Board publishes it (SG-CPF-01: $4,000 at 30, employee $800, employer $680)', async () => {
    const company = await createCompany(t);
    const mei = await createEmployeeRow(t, company.companyId, { firstName: 'Mei' });
    await setRecord(company, mei, { salary: '4000.00', dateOfBirth: '1996-01-15', passTypeId: 1 });
    const policy = await cpfPolicy(company);
    expect(policy).toMatchObject({ kind: 'statutory', country: 'SG', treatment: null, amount: null, assigned: 0 });

    // Opted out of every self-help group fund: only CPF and the employer's SDL remain.
    const done = await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2025-12-01', employeeIds: [mei], parameters: sg({ shgFunds: [] }) },
    });
    expect(done.assigned).toBe(1);
    const result = await preview(company, mei, '2026-01');
    expect(result.salary).toBe('4000.00');
    expect(result.problem).toBeNull();
    expect(result.statutory).toMatchObject({ policyName: 'CPF', country: 'SG', parameters: { residency: 'SC', shgFunds: [] } });
    expect(line(result, 'sg.cpf')).toMatchObject({ employee: '800.00', employer: '680.00' });
    expect(line(result, 'sg.shg.cdac')).toBeUndefined();
    expect(result.totals.employee).toBe('800.00');

    expect((await auditOf(company, 'insurancePolicy')).map((entry) => entry.action)).toEqual(['create']);
    const [assigned] = await auditOf(company, 'insuranceAssignment');
    expect(assigned).toMatchObject({ action: 'create', after: { employeeId: mei, policyId: policy.id, from: '2025-12-01' } });

    // Before the assignment's date nothing was in force.
    expect((await preview(company, mei, '2025-11')).problem).toEqual({ code: 'noPolicy', field: null });
  });

  it('takes the rate type, residency and PR date as assigned (F/G), and answers a past month with what was in force then', async () => {
    const company = await createCompany(t);
    const arjun = await createEmployeeRow(t, company.companyId, { firstName: 'Arjun' });
    await setRecord(company, arjun, { salary: '7400.00', dateOfBirth: '1995-07-15', passTypeId: 2, passObtainedDate: '2025-01-15' });
    const policy = await cpfPolicy(company);
    // From the record: PR since the pass date, G/G by default.
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2025-01-01', employeeIds: [arjun], parameters: sg({ shgFunds: [] }) },
    });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2025-07-01', employeeIds: [arjun], parameters: sg({ rateType: 'FG', shgFunds: [] }) },
    });
    // SG-CPF-23 (CPF 2025 Table 4, SPR 1st year F/G: employer 17 %, employee 5 %).
    const july = await preview(company, arjun, '2025-07');
    expect(july.statutory?.parameters).toMatchObject({ residency: 'PR', prSince: '2025-01-15', rateType: 'FG' });
    expect(line(july, 'sg.cpf')).toMatchObject({ employee: '370.00', employer: '1258.00' });
    const june = await preview(company, arjun, '2025-06');
    expect(june.statutory?.parameters).toMatchObject({ rateType: 'GG' });
    expect(line(june, 'sg.cpf')?.employer).not.toBe('1258.00');

    const table = await company.admin.api.ok(contracts.listInsuranceAssignments, { body: { employeeId: arjun } });
    expect(table.data.map((row) => [row.from, row.status])).toEqual([
      ['2025-07-01', 'current'],
      ['2025-01-01', 'past'],
    ]);
  });

  it('gives the payrun each person’s scheme facts: SHG funds proposed from race and religion, private premiums in force', async () => {
    const company = await createCompany(t);
    const lim = await createEmployeeRow(t, company.companyId, { firstName: 'Lim' });
    const aisha = await createEmployeeRow(t, company.companyId, { firstName: 'Aisha' });
    await setRecord(company, lim, { salary: '3000.00', dateOfBirth: '1990-05-01', race: 'chinese', religion: 'islam' });
    await setRecord(company, aisha, { salary: '3000.00', dateOfBirth: '1990-05-01', race: 'malay', religion: 'islam', passTypeId: 3 });
    const policy = await cpfPolicy(company);
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2026-01-01', employeeIds: [lim, aisha], parameters: sg() },
    });
    const medical = await newPolicy(company, { name: 'Group medical', kind: 'group_medical', treatment: 'employer_paid', amount: '45.00' });
    const life = await newPolicy(company, { name: 'Term life', kind: 'life', treatment: 'deduction', amount: '12.50' });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: medical.id, from: '2026-01-01', employeeIds: [lim], parameters: { country: 'private' } },
    });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: life.id,
        from: '2026-01-01',
        to: '2026-01-31',
        employeeIds: [lim],
        parameters: { country: 'private' },
        amount: '20.00',
      },
    });

    const facts = await modules.service('insurancePolicies').schemeParametersFor(company.companyId, [lim, aisha], '2026-01-31');
    expect(facts.get(lim)?.statutory).toMatchObject({
      country: 'SG',
      employee: { birthDate: '1990-05-01', residency: 'SC', shgFunds: ['CDAC', 'MBMF'] },
    });
    // A foreigner (Employment Pass) who is Muslim: MBMF only, no CPF.
    expect(facts.get(aisha)?.statutory).toMatchObject({ employee: { residency: 'FOREIGNER', shgFunds: ['MBMF'] } });
    expect(facts.get(lim)?.policies.map((policy) => [policy.policyName, policy.treatment, policy.amount])).toEqual(
      expect.arrayContaining([
        ['Group medical', 'employer_paid', '45.00'],
        ['Term life', 'deduction', '20.00'],
      ]),
    );
    // The life cover ended in January.
    const february = await modules.service('insurancePolicies').schemeParametersFor(company.companyId, [lim], '2026-02-28');
    expect(february.get(lim)?.policies.map((policy) => policy.policyName)).toEqual(['Group medical']);

    const result = await preview(company, lim, '2026-01');
    expect(line(result, 'sg.shg.cdac')?.employee).toMatch(/^\d+\.\d{2}$/);
    expect(line(result, 'sg.shg.mbmf')?.employee).toMatch(/^\d+\.\d{2}$/);
    const premiums = result.lines.filter((entry) => entry.code === 'policy');
    expect(premiums).toEqual(
      expect.arrayContaining([
        { code: 'policy', policyName: 'Group medical', employee: '0.00', employer: '45.00' },
        { code: 'policy', policyName: 'Term life', employee: '20.00', employer: '0.00' },
      ]),
    );
    expect(line(await preview(company, aisha, '2026-01'), 'sg.cpf')).toMatchObject({ employee: '0.00', employer: '0.00' });
  });

  it('computes the other countries’ schemes through the engine, with the voluntary and family extras', async () => {
    const company = await createCompany(t);
    const budi = await createEmployeeRow(t, company.companyId, { firstName: 'Budi' });
    await setRecord(company, budi, { salary: '10000000.00', dateOfBirth: '1990-01-01' });
    const bpjs = await newPolicy(company, { name: 'BPJS', kind: 'statutory', country: 'ID' });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: bpjs.id,
        from: '2026-01-01',
        employeeIds: [budi],
        parameters: { country: 'ID', ptkpStatus: 'TK/0', jkkRiskClass: 'low', extraFamilyMembers: 2, taxId: '1234567890123456' },
      },
    });
    const result = await preview(company, budi, '2026-01');
    // BPJS Kesehatan: 1 % employee and 4 % employer of the wage; each extra family member 1 % more.
    expect(line(result, 'id.bpjs.kesehatan')).toMatchObject({ employee: '100000', employer: '400000' });
    expect(line(result, 'id.bpjs.kesehatan.family')).toMatchObject({ employee: '200000', employer: '0' });
    expect(line(result, 'id.bpjs.jkk')?.employer).toBe('54000');

    const jose = await createEmployeeRow(t, company.companyId, { firstName: 'Jose' });
    await setRecord(company, jose, { salary: '30000.00' });
    const ph = await newPolicy(company, { name: 'SSS PhilHealth Pag-IBIG', kind: 'statutory', country: 'PH' });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: ph.id, from: '2026-01-01', employeeIds: [jose], parameters: { country: 'PH', pagibigVoluntary: '300' } },
    });
    const philippines = await preview(company, jose, '2026-01');
    expect(line(philippines, 'ph.pagibig.voluntary')).toMatchObject({ employee: '300.00', employer: '0.00' });
    expect(line(philippines, 'ph.sss')?.employee).toMatch(/^\d+\.\d{2}$/);

    const lan = await createEmployeeRow(t, company.companyId, { firstName: 'Lan' });
    await setRecord(company, lan, { salary: '20000000.00' });
    const vn = await newPolicy(company, { name: 'BHXH', kind: 'statutory', country: 'VN' });
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: {
        policyId: vn.id,
        from: '2026-01-01',
        employeeIds: [lan],
        parameters: { country: 'VN', region: 'I', insuranceSalary: '10000000' },
      },
    });
    // Social insurance 8 % of the declared insurance salary, not of the salary.
    expect(line(await preview(company, lan, '2026-01'), 'vn.si')?.employee).toBe('800000');
  });

  it('refuses parameters of another country, unknown choices, and a policy without what its kind needs', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const policy = await cpfPolicy(company);
    const assign = (parameters: unknown) =>
      company.admin.api.call(contracts.assignInsurancePolicy, {
        body: { policyId: policy.id, from: '2026-01-01', employeeIds: [ravi], parameters } as never,
      });
    const mismatch = await assign({ country: 'MY' });
    expect([mismatch.status, mismatch.error?.code]).toEqual([422, 'POLICY_PARAMETERS_MISMATCH']);
    for (const parameters of [
      { country: 'SG', rateType: 'FF' },
      { country: 'SG', residency: 'citizen' },
      { country: 'SG', shgFunds: ['CDAC', 'CDAC'] },
      { country: 'ID', ptkpStatus: 'K/4' },
      { country: 'XX' },
    ])
      expect((await assign(parameters)).status).toBe(400);
    const badPolicies = [
      { name: 'No country', kind: 'statutory' },
      { name: 'No premium', kind: 'life', treatment: 'deduction' },
      { name: 'No treatment', kind: 'group_medical', amount: '10' },
      { name: 'Float premium', kind: 'life', treatment: 'deduction', amount: '1e3' },
      { name: 'x'.repeat(121), kind: 'statutory', country: 'SG' },
    ];
    for (const body of badPolicies)
      expect((await company.admin.api.fail(contracts.createInsurancePolicy, { body: body as never }, 400)).code).toBe('VALIDATION_FAILED');
    expect(
      (await company.admin.api.fail(contracts.getContributionPreview, { params: { id: ravi }, query: { month: '2026-13' } }, 400)).code,
    ).toBe('VALIDATION_FAILED');
  });

  it('answers 409 for a name taken, an assignment repeated on its date, and a policy in use', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId);
    const policy = await cpfPolicy(company);
    expect(
      (await company.admin.api.fail(contracts.createInsurancePolicy, { body: { name: 'cpf', kind: 'statutory', country: 'SG' } }, 409))
        .code,
    ).toBe('NAME_TAKEN');
    const body = { policyId: policy.id, from: '2026-01-01', employeeIds: [ravi], parameters: sg() };
    await company.admin.api.ok(contracts.assignInsurancePolicy, { body });
    expect((await company.admin.api.fail(contracts.assignInsurancePolicy, { body }, 409)).code).toBe('CONFLICT');
    expect((await company.admin.api.fail(contracts.deleteInsurancePolicy, { params: { id: policy.id } }, 409)).code).toBe('IN_USE');
    expect(
      (
        await company.admin.api.fail(
          contracts.updateInsurancePolicy,
          { params: { id: policy.id }, body: { name: 'CPF', kind: 'statutory', country: 'MY', version: policy.version } },
          409,
        )
      ).code,
    ).toBe('IN_USE');

    const [row] = (await company.admin.api.ok(contracts.listInsuranceAssignments, { body: { policyId: policy.id } })).data;
    const updated = await company.admin.api.ok(contracts.updateInsuranceAssignment, {
      params: { id: row!.id },
      body: { version: row!.version, from: '2026-01-01', parameters: sg({ rateType: 'FG' }) },
    });
    expect(updated.parameters).toMatchObject({ rateType: 'FG' });
    expect(
      (
        await company.admin.api.fail(
          contracts.updateInsuranceAssignment,
          { params: { id: row!.id }, body: { version: row!.version, from: '2026-01-01', parameters: sg() } },
          409,
        )
      ).code,
    ).toBe('VERSION_CONFLICT');
    await company.admin.api.ok(contracts.deleteInsuranceAssignment, { params: { id: row!.id } });
    await company.admin.api.ok(contracts.deleteInsurancePolicy, { params: { id: policy.id } });
    // One fake instant for all: the actions, in any order.
    expect((await auditOf(company, 'insuranceAssignment')).map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    expect((await auditOf(company, 'insurancePolicy')).map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('keeps policies to HR, shows the preview only where the salary is seen, and hides another company’s', async () => {
    const company = await createCompany(t);
    const ravi = await createEmployeeRow(t, company.companyId, { firstName: 'Ravi' });
    const siti = await createEmployeeRow(t, company.companyId, { firstName: 'Siti', managerId: ravi });
    await setRecord(company, siti, { salary: '4000.00', dateOfBirth: '1996-01-15' });
    const policy = await cpfPolicy(company);
    await company.admin.api.ok(contracts.assignInsurancePolicy, {
      body: { policyId: policy.id, from: '2026-01-01', employeeIds: [siti], parameters: sg({ shgFunds: [] }) },
    });

    const hrUser = await createUser(t, company, { role: 'hrManager' });
    const hr = await loginAs(t, hrUser);
    expect((await hr.api.ok(contracts.listInsurancePolicies, { body: {} })).data.map((row) => row.id)).toEqual([policy.id]);
    expect(
      line(await hr.api.ok(contracts.getContributionPreview, { params: { id: siti }, query: { month: '2026-01' } }), 'sg.cpf')?.employee,
    ).toBe('800.00');

    const raviUser = await createUser(t, company, { role: 'manager', firstName: 'Ravi' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: raviUser.userId, employeeId: ravi });
    const manager = await loginAs(t, raviUser);
    expect((await manager.api.fail(contracts.listInsurancePolicies, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect(
      (await manager.api.fail(contracts.createInsurancePolicy, { body: { name: 'X', kind: 'statutory', country: 'SG' } }, 403)).code,
    ).toBe('FORBIDDEN');
    // A manager does not see a team member's salary, so not its contributions either.
    expect((await manager.api.call(contracts.getContributionPreview, { params: { id: siti }, query: { month: '2026-01' } })).status).toBe(
      404,
    );

    const sitiUser = await createUser(t, company, { role: 'employee', firstName: 'Siti' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: sitiUser.userId, employeeId: siti });
    const employee = await loginAs(t, sitiUser);
    expect((await employee.api.fail(contracts.listInsuranceAssignments, { body: {} }, 403)).code).toBe('FORBIDDEN');
    expect(
      (
        await employee.api.fail(
          contracts.assignInsurancePolicy,
          { body: { policyId: policy.id, from: '2026-01-01', employeeIds: [siti], parameters: sg() } },
          403,
        )
      ).code,
    ).toBe('FORBIDDEN');
    // Their own contributions, on their own profile.
    expect(
      line(await employee.api.ok(contracts.getContributionPreview, { params: { id: siti }, query: { month: '2026-01' } }), 'sg.cpf'),
    ).toBeDefined();
    expect((await employee.api.call(contracts.getContributionPreview, { params: { id: ravi }, query: { month: '2026-01' } })).status).toBe(
      404,
    );

    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listInsurancePolicies, { body: {} })).data).toEqual([]);
    expect((await other.admin.api.ok(contracts.listInsuranceAssignments, { body: {} })).data).toEqual([]);
    expect(
      (await other.admin.api.fail(contracts.getContributionPreview, { params: { id: siti }, query: { month: '2026-01' } }, 404)).code,
    ).toBe('NOT_FOUND');
    expect((await other.admin.api.fail(contracts.deleteInsurancePolicy, { params: { id: policy.id } }, 404)).code).toBe('NOT_FOUND');
    expect(
      (
        await other.admin.api.fail(
          contracts.updateInsurancePolicy,
          { params: { id: policy.id }, body: { name: 'Mine', kind: 'statutory', country: 'SG', version: 1 } },
          404,
        )
      ).code,
    ).toBe('NOT_FOUND');
    const [row] = (await company.admin.api.ok(contracts.listInsuranceAssignments, { body: {} })).data;
    expect((await other.admin.api.fail(contracts.deleteInsuranceAssignment, { params: { id: row!.id } }, 404)).code).toBe('NOT_FOUND');
    // Another company's policy or employee cannot be used in an assignment.
    const stranger = await createEmployeeRow(t, other.companyId);
    expect(
      (
        await other.admin.api.fail(
          contracts.assignInsurancePolicy,
          { body: { policyId: policy.id, from: '2026-01-01', employeeIds: [stranger], parameters: sg() } },
          400,
        )
      ).errors,
    ).toHaveProperty('policyId');
    const ownPolicy = await cpfPolicy(other);
    expect(
      (
        await other.admin.api.fail(
          contracts.assignInsurancePolicy,
          { body: { policyId: ownPolicy.id, from: '2026-01-01', employeeIds: [siti], parameters: sg() } },
          400,
        )
      ).errors,
    ).toHaveProperty('employeeIds');
  });
});
