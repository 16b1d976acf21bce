import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import {
  createCompanyBank,
  deleteCompanyBank,
  listCompanyBanks,
  updateCompanyBank,
} from '@tenaga/contracts/modules/company-banks.contracts';
import {
  listCompanyRegistrations,
  removeCompanyCountry,
  saveCompanyRegistrations,
} from '@tenaga/contracts/modules/company-registrations.contracts';
import { auditLog, files, users } from '../../../db/schema/index.ts';
import { createReferenceService } from '../../countries/index.ts';
import { createCompanyBanks } from '../company-banks.service.ts';
import { createCompany, createTestApp, createUser, loginAs, uniqueName, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const dbsAccount = { bankCode: 'SG_DBS', accountNumber: '012-345678-9', accountName: 'Acme Asia Pte. Ltd.', currency: 'SGD' as const };

async function sessionOf(company: TestCompany, role: 'hrManager' | 'manager' | 'employee') {
  return loginAs(t, await createUser(t, company, { role }));
}

/** A user whose role may only view the company's settings. */
async function viewer(company: TestCompany) {
  const role = await company.admin.api.ok(contracts.createRole, {
    body: {
      name: uniqueName('Viewer'),
      description: 'Views the company account',
      dataScope: 'all',
      menuGrants: { home: 'view', companyAccount: 'view' },
      fieldGrants: { public: {}, private: {} },
    },
  });
  const user = await createUser(t, company);
  await t.db
    .update(users)
    .set({ roleId: role.id })
    .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
  return loginAs(t, user);
}

function auditOf(company: TestCompany, entityId: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, entityId)));
}

/** A PNG header of the given size: signature and IHDR, then padding. */
function png(width: number, height: number, size = 200): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('company bank accounts (companies/banks)', () => {
  it('adds, lists, changes and removes accounts; the first is the default; each change is audited', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    const first = await company.admin.api.ok(createCompanyBank, { body: dbsAccount });
    expect(first).toMatchObject({
      country: 'SG',
      bankCode: 'SG_DBS',
      bankName: 'DBS Bank',
      swift: 'DBSSSGSG',
      accountNumber: '0123456789',
      branch: null,
      currency: 'SGD',
      isDefault: true,
      version: 1,
    });
    const second = await company.admin.api.ok(createCompanyBank, {
      body: {
        bankCode: 'MY_MAYBANK',
        accountNumber: '5141 2345 6789',
        accountName: 'Acme Malaysia',
        branch: 'Jalan Ampang',
        currency: 'MYR',
        isDefault: true,
      },
    });
    expect(second).toMatchObject({ country: 'MY', accountNumber: '514123456789', isDefault: true });
    expect((await company.admin.api.ok(listCompanyBanks)).map((account) => [account.id, account.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const changed = await company.admin.api.ok(updateCompanyBank, {
      params: { id: first.id },
      body: { ...dbsAccount, accountName: 'Acme Asia Payroll', isDefault: true, version: 1 },
    });
    expect(changed).toMatchObject({ accountName: 'Acme Asia Payroll', isDefault: true, version: 2 });
    expect((await company.admin.api.ok(listCompanyBanks)).filter((account) => account.isDefault).map((account) => account.id)).toEqual([
      first.id,
    ]);
    expect(
      await company.admin.api.fail(updateCompanyBank, { params: { id: first.id }, body: { ...dbsAccount, version: 1 } }, 409),
    ).toMatchObject({
      code: 'VERSION_CONFLICT',
    });

    await company.admin.api.ok(deleteCompanyBank, { params: { id: first.id } });
    // The default went with it: the remaining account takes its place.
    expect(await company.admin.api.ok(listCompanyBanks)).toEqual([expect.objectContaining({ id: second.id, isDefault: true })]);

    const trail = await auditOf(company, first.id);
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update']);
    // Account numbers are masked in the trail.
    expect(JSON.stringify(trail)).not.toContain('0123456789');
    expect(trail.find((entry) => entry.action === 'create')?.after).toMatchObject({ accountNumber: '******6789' });
  });

  it("checks the bank and the bank's account digits (spec §5), one message per field", async () => {
    const company = await createCompany(t);
    const digits = await company.admin.api.fail(createCompanyBank, { body: { ...dbsAccount, accountNumber: '12345' } }, 400);
    expect(digits).toMatchObject({ code: 'VALIDATION_FAILED', errors: { accountNumber: 'The account number of DBS has 10 digits.' } });
    const bank = await company.admin.api.fail(createCompanyBank, { body: { ...dbsAccount, bankCode: 'SG_NOWHERE' } }, 400);
    expect(bank.errors).toEqual({ bankCode: 'Choose one of the options.' });
    const bad = await company.admin.api.fail(
      createCompanyBank,
      { body: { ...dbsAccount, accountName: '', currency: 'XXX' as 'SGD', accountNumber: 'x'.repeat(41) } },
      400,
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['accountName', 'accountNumber', 'currency']);
  });

  it('answers 409 for the same account twice', async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(createCompanyBank, { body: dbsAccount });
    expect(await company.admin.api.fail(createCompanyBank, { body: { ...dbsAccount, accountNumber: '0123456789' } }, 409)).toMatchObject({
      code: 'BANK_ACCOUNT_TAKEN',
    });
  });

  it('lets HR managers change accounts, shows viewers the last 4 digits only, and refuses the other roles', async () => {
    const company = await createCompany(t);
    const hr = await sessionOf(company, 'hrManager');
    const created = await hr.api.ok(createCompanyBank, { body: dbsAccount });
    const readOnly = await viewer(company);
    expect(await readOnly.api.ok(listCompanyBanks)).toEqual([expect.objectContaining({ id: created.id, accountNumber: '******6789' })]);
    expect((await readOnly.api.call(createCompanyBank, { body: dbsAccount })).status).toBe(403);
    for (const role of ['manager', 'employee'] as const) {
      const session = await sessionOf(company, role);
      expect((await session.api.call(listCompanyBanks)).status).toBe(403);
      expect((await session.api.call(deleteCompanyBank, { params: { id: created.id } })).status).toBe(403);
    }
    expect((await t.anonymous.call(listCompanyBanks)).status).toBe(401);
  });

  it("cannot see, change or remove another company's accounts", async () => {
    const owner = await createCompany(t);
    const other = await createCompany(t);
    const account = await owner.admin.api.ok(createCompanyBank, { body: dbsAccount });
    expect(await other.admin.api.ok(listCompanyBanks)).toEqual([]);
    expect(
      (await other.admin.api.call(updateCompanyBank, { params: { id: account.id }, body: { ...dbsAccount, version: 1 } })).status,
    ).toBe(404);
    expect((await other.admin.api.call(deleteCompanyBank, { params: { id: account.id } })).status).toBe(404);
    expect(await owner.admin.api.ok(listCompanyBanks)).toHaveLength(1);
  });

  it("gives a payrun's bank file the full numbers through the module's service", async () => {
    const company = await createCompany(t);
    await company.admin.api.ok(createCompanyBank, { body: dbsAccount });
    const banks = createCompanyBanks({
      tenant: t.tenant,
      clock: t.clock,
      reference: createReferenceService({ translate: (_language, key) => key }),
      access: { authorize: async () => undefined },
    });
    const accounts = await t.tenant(company.companyId, (tx) => banks.accountsOf(tx, company.companyId));
    expect(accounts).toEqual([expect.objectContaining({ bankCode: 'SG_DBS', accountNumber: '0123456789', isDefault: true })]);
  });
});

describe('company logo (companies/logo)', () => {
  it('takes a PNG, serves it to every signed-in user, replaces and removes it, audited', async () => {
    const company = await createCompany(t);
    const image = png(320, 120);
    const { companyLogo } = await company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: image.toString('base64') } });
    expect((await company.admin.api.ok(contracts.getMe)).companyData.companyLogo).toBe(companyLogo);
    const employee = await sessionOf(company, 'employee');
    const served = await employee.api.inject({ method: 'GET', url: '/api/v2/companies/logo' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);

    const replaced = await company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: png(200, 200).toString('base64') } });
    expect(replaced.companyLogo).not.toBe(companyLogo);
    await company.admin.api.ok(contracts.deleteCompanyLogo);
    expect((await employee.api.inject({ method: 'GET', url: '/api/v2/companies/logo' })).statusCode).toBe(404);
    expect((await company.admin.api.ok(contracts.getMe)).companyData.companyLogo).toBeNull();
    expect((await auditOf(company, company.companyId)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['set-logo', 'set-logo', 'remove-logo']),
    );
  });

  it('keeps one file when two logos are saved at once', async () => {
    const company = await createCompany(t);
    await Promise.all(
      [64, 96, 128].map((side) =>
        company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: png(side, side).toString('base64') } }),
      ),
    );
    const kept = await t.db.select({ id: files.id }).from(files).where(eq(files.companyId, company.companyId));
    expect(kept.map((file) => file.id)).toEqual([(await company.admin.api.ok(contracts.getMe)).companyData.companyLogo]);
  });

  it('refuses an SVG, a renamed file, a tiny or huge image, with one message each', async () => {
    const company = await createCompany(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    expect((await company.admin.api.fail(contracts.updateCompanyLogo, { body: { data: svg } }, 400)).errors).toEqual({
      data: 'Please select a PNG or JPEG image',
    });
    expect(
      (await company.admin.api.fail(contracts.updateCompanyLogo, { body: { data: png(8, 8).toString('base64') } }, 400)).errors,
    ).toEqual({
      data: 'The logo must be 32 to 4000 pixels wide and high.',
    });
    expect(
      (await company.admin.api.fail(contracts.updateCompanyLogo, { body: { data: png(64, 64, 500_000).toString('base64') } }, 400)).errors,
    ).toEqual({
      data: 'Please select an image file with size less than 500kb',
    });
  });

  it('is changed only by those who may edit the company account, and stays within the company', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await company.admin.api.ok(contracts.updateCompanyLogo, { body: { data: png(64, 64).toString('base64') } });
    const employee = await sessionOf(company, 'employee');
    expect((await employee.api.call(contracts.updateCompanyLogo, { body: { data: png(64, 64).toString('base64') } })).status).toBe(403);
    expect((await employee.api.call(contracts.deleteCompanyLogo)).status).toBe(403);
    expect((await other.admin.api.inject({ method: 'GET', url: '/api/v2/companies/logo' })).statusCode).toBe(404);
  });
});

describe('statutory registration numbers (companies/registrations)', () => {
  it("lists the company's country first with each number missing, saves valid numbers in their kept form, audited", async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    expect(await company.admin.api.ok(listCompanyRegistrations)).toEqual([
      {
        country: 'SG',
        home: true,
        registrations: [
          { kind: 'sgUen', value: null, valid: false, example: '201912345K', updatedAt: null },
          { kind: 'sgCpfSubmissionNumber', value: null, valid: false, example: '201912345K-PTE-01', updatedAt: null },
        ],
      },
    ]);
    const saved = await company.admin.api.ok(saveCompanyRegistrations, {
      params: { country: 'SG' },
      body: { registrations: { sgUen: ' 201912345k ', sgCpfSubmissionNumber: '201912345K pte 01' } },
    });
    expect(saved.registrations.map((registration) => [registration.value, registration.valid])).toEqual([
      ['201912345K', true],
      ['201912345K-PTE-01', true],
    ]);
    const trail = await auditOf(company, `${company.companyId}:sgUen`);
    expect(trail).toEqual([
      expect.objectContaining({ entity: 'company-registration', action: 'create', after: { kind: 'sgUen', value: '201912345K' } }),
    ]);

    // A blank clears a number; kinds not sent stay.
    const cleared = await company.admin.api.ok(saveCompanyRegistrations, {
      params: { country: 'SG' },
      body: { registrations: { sgUen: '' } },
    });
    expect(cleared.registrations.map((registration) => registration.value)).toEqual([null, '201912345K-PTE-01']);
  });

  it("adds a second country by saving its numbers, and removes it with them (not the company's own)", async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    await company.admin.api.ok(saveCompanyRegistrations, {
      params: { country: 'VN' },
      body: { registrations: { vnTaxCode: '0100233488' } },
    });
    expect((await company.admin.api.ok(listCompanyRegistrations)).map((country) => [country.country, country.home])).toEqual([
      ['SG', true],
      ['VN', false],
    ]);
    expect((await company.admin.api.ok(removeCompanyCountry, { params: { country: 'VN' } })).map((country) => country.country)).toEqual([
      'SG',
    ]);
    expect(await company.admin.api.fail(removeCompanyCountry, { params: { country: 'SG' } }, 422)).toMatchObject({
      code: 'HOME_COUNTRY_REQUIRED',
    });
    expect((await company.admin.api.call(removeCompanyCountry, { params: { country: 'PH' } })).status).toBe(404);
  });

  it('keeps both countries when two are added at once', async () => {
    const company = await createCompany(t, { countryCode: 'SG' });
    await Promise.all([
      company.admin.api.ok(saveCompanyRegistrations, { params: { country: 'VN' }, body: { registrations: { vnTaxCode: '0100233488' } } }),
      company.admin.api.ok(saveCompanyRegistrations, { params: { country: 'PH' }, body: { registrations: { phBirRdoCode: '050' } } }),
      company.admin.api.ok(saveCompanyRegistrations, { params: { country: 'PH' }, body: { registrations: { phBirRdoCode: '21B' } } }),
    ]);
    expect((await company.admin.api.ok(listCompanyRegistrations)).map((country) => country.country)).toEqual(['SG', 'VN', 'PH']);
  });

  it('refuses numbers without their published format and numbers of another country, one message each', async () => {
    const company = await createCompany(t, { countryCode: 'ID', language: 'en' });
    const error = await company.admin.api.fail(
      saveCompanyRegistrations,
      {
        params: { country: 'ID' },
        body: { registrations: { idNpwp: '01.312.166.0-091.000', idBpjsKesehatan: '1234', sgUen: '201912345K' } },
      },
      400,
    );
    expect(error.errors).toEqual({
      'registrations.idNpwp': 'This number does not have the format its issuer uses.',
      'registrations.idBpjsKesehatan': 'This number does not have the format its issuer uses.',
      'registrations.sgUen': 'This number belongs to another country.',
    });
    expect(
      (
        await company.admin.api.fail(
          saveCompanyRegistrations,
          { params: { country: 'VN' }, body: { registrations: { vnTaxCode: '0100233480' } } },
          400,
        )
      ).errors,
    ).toEqual({ 'registrations.vnTaxCode': "This number's check digit does not match: check it for a typing mistake." });
    expect(
      (await company.admin.api.call(saveCompanyRegistrations, { params: { country: 'XX' as 'SG' }, body: { registrations: {} } })).status,
    ).toBe(400);
    expect(
      (
        await company.admin.api.call(saveCompanyRegistrations, {
          params: { country: 'ID' },
          body: { registrations: { idNpwp: '1'.repeat(41) } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await company.admin.api.ok(listCompanyRegistrations))[0]!.registrations.every((registration) => registration.value === null),
    ).toBe(true);
  });

  it('is read by those who may view the company account and kept apart per company', async () => {
    const company = await createCompany(t, { countryCode: 'PH' });
    const other = await createCompany(t, { countryCode: 'PH' });
    await company.admin.api.ok(saveCompanyRegistrations, { params: { country: 'PH' }, body: { registrations: { phBirRdoCode: '050' } } });
    expect(
      (await other.admin.api.ok(listCompanyRegistrations))[0]!.registrations.find((registration) => registration.kind === 'phBirRdoCode')
        ?.value,
    ).toBeNull();
    const readOnly = await viewer(company);
    expect(
      (await readOnly.api.ok(listCompanyRegistrations))[0]!.registrations.find((registration) => registration.kind === 'phBirRdoCode')
        ?.value,
    ).toBe('050');
    expect((await readOnly.api.call(saveCompanyRegistrations, { params: { country: 'PH' }, body: { registrations: {} } })).status).toBe(
      403,
    );
    const employee = await sessionOf(company, 'employee');
    expect((await employee.api.call(listCompanyRegistrations)).status).toBe(403);
  });
});
