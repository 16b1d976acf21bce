import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyBank } from '@tenaga/contracts/modules/company-banks.contracts';
import { createCompanyDocument } from '@tenaga/contracts/modules/company-documents.contracts';
import { saveCompanyRegistrations } from '@tenaga/contracts/modules/company-registrations.contracts';
import { getCompliance } from '@tenaga/contracts/modules/compliance.contracts';
import { companyRegistrations } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, type TestApp } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Settings › Compliance', () => {
  it('turns a country complete once its numbers, a paying account and its documents are in', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    expect(await company.admin.api.ok(getCompliance)).toEqual([
      {
        country: 'SG',
        home: true,
        registrations: [
          { kind: 'sgUen', status: 'missing' },
          { kind: 'sgCpfSubmissionNumber', status: 'missing' },
        ],
        bankAccount: 'missing',
        documents: [],
        complete: false,
      },
    ]);
    await company.admin.api.ok(saveCompanyRegistrations, {
      params: { country: 'SG' },
      body: { registrations: { sgUen: '201912345K', sgCpfSubmissionNumber: '201912345K-PTE-01' } },
    });
    await company.admin.api.ok(createCompanyBank, {
      body: { bankCode: 'SG_OCBC', accountNumber: '1234567890', accountName: 'Acme', currency: 'SGD' },
    });
    expect(await company.admin.api.ok(getCompliance)).toEqual([expect.objectContaining({ bankAccount: 'ok', complete: true })]);

    // A second country: Malaysia asks for a written contract of service; a Singapore account does not pay there.
    await company.admin.api.ok(saveCompanyRegistrations, {
      params: { country: 'MY' },
      body: { registrations: { myEpfEmployerNumber: '012345678' } },
    });
    const [, malaysia] = await company.admin.api.ok(getCompliance);
    expect(malaysia).toMatchObject({
      country: 'MY',
      home: false,
      registrations: [
        { kind: 'myEpfEmployerNumber', status: 'ok' },
        { kind: 'mySocsoEmployerCode', status: 'missing' },
        { kind: 'myLhdnEmployerNumber', status: 'missing' },
      ],
      bankAccount: 'missing',
      documents: [{ category: 'employmentContract', status: 'missing', fromEmployees: null, source: 'Employment Act 1955, s. 10' }],
      complete: false,
    });
    await company.admin.api.ok(createCompanyDocument, {
      body: {
        name: 'Contract',
        category: 'employmentContract',
        file: { fileName: 'c.pdf', data: Buffer.from('%PDF-1.4\n').toString('base64') },
      },
    });
    expect((await company.admin.api.ok(getCompliance))[1]!.documents[0]!.status).toBe('ok');
  });

  it('flags a number kept before its format changed as invalid', async () => {
    const company = await createCompany(t, { countryCode: 'ID' });
    // An NPWP of the 15-digit format that ended in 2024, kept before the check was there.
    await t.tenant(company.companyId, (tx) =>
      tx.insert(companyRegistrations).values({ companyId: company.companyId, kind: 'idNpwp', country: 'ID', value: '013121660091000' }),
    );
    const [indonesia] = await company.admin.api.ok(getCompliance);
    expect(indonesia!.registrations[0]).toEqual({ kind: 'idNpwp', status: 'invalid' });
    expect(indonesia!.documents).toEqual([
      expect.objectContaining({ category: 'companyRegulations', fromEmployees: 10, status: 'missing' }),
    ]);
  });

  it('is for those granted the Compliance page, about their own company only', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const other = await createCompany(t, { countryCode: 'SG' });
    await company.admin.api.ok(saveCompanyRegistrations, { params: { country: 'SG' }, body: { registrations: { sgUen: '201912345K' } } });
    expect((await other.admin.api.ok(getCompliance))[0]!.registrations[0]!.status).toBe('missing');
    const hr = await loginAs(t, await createUser(t, company, { role: 'hrManager' }));
    expect((await hr.api.ok(getCompliance))[0]!.registrations[0]!.status).toBe('ok');
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await employee.api.call(getCompliance)).status).toBe(403);
    expect((await t.anonymous.call(getCompliance)).status).toBe(401);
  });
});
