import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { employees } from '../../../db/schema/index.ts';
import type { ModuleContext } from '../../../platform/module.ts';
import {
  createCompany,
  createEmployeeRow,
  createFakeClock,
  createTestApp,
  createTestModules,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp({ clock: createFakeClock(new Date('2026-01-20T04:00:00Z')) });
  modules = await createTestModules(t);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const setRecord = (company: TestCompany, employeeId: string, values: Partial<typeof employees.$inferInsert>) =>
  t.tenant(company.companyId, (tx) =>
    tx
      .update(employees)
      .set(values)
      .where(and(eq(employees.companyId, company.companyId), eq(employees.id, employeeId))),
  );

type MyParameters = Extract<contracts.PolicyParametersInput, { country: 'MY' }>;

/** One person of the company with a pass and a statutory assignment (MY unless said). */
async function person(
  company: TestCompany,
  policies: { my: string; sg: string },
  input: { passTypeId: number | null; from?: string; to?: string; citizenship?: MyParameters['citizenship']; country?: 'MY' | 'SG' },
) {
  const id = await createEmployeeRow(t, company.companyId, {});
  await setRecord(company, id, { salary: '5000.00', dateOfBirth: '1990-01-01', passTypeId: input.passTypeId });
  const country = input.country ?? 'MY';
  await company.admin.api.ok(contracts.assignInsurancePolicy, {
    body: {
      policyId: country === 'MY' ? policies.my : policies.sg,
      from: input.from ?? '2025-01-01',
      ...(input.to ? { to: input.to } : {}),
      employeeIds: [id],
      parameters:
        country === 'MY' ? { country: 'MY', ...(input.citizenship ? { citizenship: input.citizenship } : {}) } : { country: 'SG' },
    } as never,
  });
  return id;
}

const hrdfCount = async (company: TestCompany, employeeId: string, date: string) => {
  const schemes = await modules.service('insurancePolicies').schemeParametersFor(company.companyId, [employeeId], date);
  return (schemes.get(employeeId)?.statutory?.employer as { malaysianEmployees: number } | undefined)?.malaysianEmployees;
};

describe("HRDF: the company's Malaysian employees", () => {
  it('counts citizens and permanent residents under a Malaysian scheme in force on the date, and no one else', async () => {
    const company = await createCompany(t, { countryCode: 'MY' });
    const policies = {
      my: (
        await company.admin.api.ok(contracts.createInsurancePolicy, { body: { name: 'EPF', kind: 'statutory', country: 'MY' } as never })
      ).id,
      sg: (
        await company.admin.api.ok(contracts.createInsurancePolicy, { body: { name: 'CPF', kind: 'statutory', country: 'SG' } as never })
      ).id,
    };
    // Counted: a citizen as assigned, a citizen from the record (no pass), a permanent resident from the pass.
    const citizen = await person(company, policies, { passTypeId: 3, citizenship: 'citizen' });
    await person(company, policies, { passTypeId: null });
    await person(company, policies, { passTypeId: 2 });
    // Not counted: a foreigner by the pass, a citizen by the pass assigned as a non-citizen, a scheme
    // ended in January, one from March, someone under Singapore's scheme.
    await person(company, policies, { passTypeId: 3 });
    await person(company, policies, { passTypeId: 1, citizenship: 'noncitizen' });
    await person(company, policies, { passTypeId: 1, to: '2026-01-31' });
    await person(company, policies, { passTypeId: 1, from: '2026-03-01' });
    await person(company, policies, { passTypeId: 1, country: 'SG' });
    // Another company's Malaysians are theirs.
    const other = await createCompany(t, { countryCode: 'MY' });
    const theirs = (
      await other.admin.api.ok(contracts.createInsurancePolicy, { body: { name: 'EPF', kind: 'statutory', country: 'MY' } as never })
    ).id;
    await person(other, { my: theirs, sg: theirs }, { passTypeId: 1 });

    expect(await hrdfCount(company, citizen, '2026-02-28')).toBe(3);
    // In January the scheme that ended then still counts; from March the one that starts then does.
    expect(await hrdfCount(company, citizen, '2026-01-31')).toBe(4);
    expect(await hrdfCount(company, citizen, '2026-03-31')).toBe(4);
  });
});
