import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { sg } from '@tenaga/payroll';
import { createCompany, createTestApp, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
let company: TestCompany;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t);
});
afterAll(async () => {
  await t?.close();
});

const singaporean: contracts.StatutoryPreviewBody = {
  country: 'SG',
  period: '2026-03',
  employee: { birthDate: '1990-05-14', residency: 'SC' },
  items: [{ code: 'BASIC', label: 'Basic salary', kind: 'earning', amount: '5000.00', class: 'basic' }],
};

describe('POST /payroll/statutory/preview', () => {
  it('answers with the engine’s own figures, lines summing to the totals', async () => {
    const result = await company.admin.api.ok(contracts.previewStatutory, { body: singaporean });
    const cpf = sg.cpf({ period: '2026-03', birthDate: '1990-05-14', residency: 'SC', ordinaryWage: '5000.00' } as never) as { employee: string; employer: string };
    const line = (code: string) => result.lines.find((entry) => entry.code === code);
    expect(line('sg.cpf.employee')?.amount).toBe(cpf.employee);
    expect(line('sg.cpf.employer')?.amount).toBe(cpf.employer);
    expect(result.gross).toBe('5000.00');
    expect(result.net).toBe((5000 - Number(cpf.employee)).toFixed(2));
    expect(line('sg.cpf.employee')?.trace.length).toBeGreaterThan(0);
  });

  it('names the field the engine rejects, with 422', async () => {
    const body = { ...singaporean, employee: { birthDate: 'not-a-date', residency: 'SC' } };
    const error = await company.admin.api.fail(contracts.previewStatutory, { body }, 422);
    expect(Object.keys(error.errors ?? {})).toEqual(['employee.birthDate']);
  });

  it('checks the shape before the engine runs', async () => {
    const error = await company.admin.api.fail(contracts.previewStatutory, { body: { ...singaporean, period: '2026-13' } }, 400);
    expect(Object.keys(error.errors ?? {})).toEqual(['period']);
  });

  it('needs a signed-in user', async () => {
    const error = await t.anonymous.fail(contracts.previewStatutory, { body: singaporean }, 401);
    expect(error.message).toEqual([contracts.UNAUTHORIZED_MESSAGE]);
  });
});
