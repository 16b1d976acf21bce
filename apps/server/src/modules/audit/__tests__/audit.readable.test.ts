import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@tenaga/contracts';
import { auditLog } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, employeeBody, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const trail = (company: TestCompany, filter: contracts.AuditFilter = {}) =>
  company.admin.api.ok(contracts.listAuditTrail, { body: { filter } });

async function clerkWithPromotion(company: TestCompany) {
  const clerk = await company.admin.api.ok(contracts.createJobTitle, { body: { name: 'Clerk' } });
  const senior = await company.admin.api.ok(contracts.createJobTitle, { body: { name: 'Senior Clerk' } });
  const { id } = await company.admin.api.ok(contracts.createEmployee, {
    body: employeeBody({ personal: { firstName: 'Budi', lastName: 'Santoso' }, job: { jobTitleId: clerk.id } }),
  });
  const job = await company.admin.api.ok(contracts.getEmployeeJob, { params: { id } });
  await company.admin.api.ok(contracts.updateEmployeeJob, { body: { id, version: job.version, jobTitleId: senior.id } });
  return { employeeId: id, clerk, senior };
}

describe('the audit trail in words', () => {
  it('says who changed whose job title from what to what, with the names of the time', async () => {
    const company = await createCompany(t);
    const { employeeId, senior } = await clerkWithPromotion(company);
    // Renamed afterwards: the entry keeps the name it had.
    await company.admin.api.ok(contracts.updateJobTitle, { body: { id: senior.id, version: senior.version, name: 'Lead Clerk' } });

    const [entry] = (await trail(company, { actions: ['update-job'] })).data;
    expect(entry).toMatchObject({
      subject: 'Budi Santoso',
      summary: 'Ada Admin changed the job details of Budi Santoso',
      changes: [
        {
          field: 'Job title',
          kind: 'changed',
          before: 'Clerk',
          after: 'Senior Clerk',
          text: 'Job title changed from Clerk to Senior Clerk',
        },
      ],
    });
    expect(JSON.stringify(entry!.changes)).not.toContain(senior.id);

    // The create reads its codes as labels and its ids as names, never as raw values.
    const [created] = (await trail(company, { actions: ['create'], record: 'Budi' })).data;
    expect(created!.entityId).toBe(employeeId);
    expect(created!.summary).toBe('Ada Admin created employee Budi Santoso');
    const lines = created!.changes.map((change) => change.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Gender: Female',
        'Bank: DBS Bank',
        'Payment mode: Bank transfer',
        'Identification type: NRIC (Singapore identity card)',
        'Nationality: Singapore',
        'Job title: Clerk',
        'Employment type: Full time',
        'Date of birth: 12/04/1990',
        'Salary: 4500.00',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/SG_DBS|female|[0-9a-f]{8}-[0-9a-f]{4}/);

    // In the reader's language, with their region's date format.
    await company.admin.api.ok(contracts.updateMyRegionLanguage, { body: { language: 'zh', dateFormat: 'YYYY-MM-DD' } });
    const zh = (await trail(company, { actions: ['update-job'] })).data[0]!;
    expect(zh.summary).toBe('Ada Admin 修改了 Budi Santoso 的工作信息');
    expect(zh.changes[0]!.text).toBe('职位：从 Clerk 改为 Senior Clerk');
    const zhCreated = (await trail(company, { actions: ['create'], record: 'Budi' })).data[0]!;
    expect(zhCreated.summary).toBe('Ada Admin 创建了员工“Budi Santoso”');
    expect(zhCreated.changes.map((change) => change.text)).toEqual(expect.arrayContaining(['性别：女', '出生日期：1990-04-12']));
  });

  it('shows lists as what was added and removed, and clears and sets as words', async () => {
    const company = await createCompany(t);
    const { id } = await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({ personal: { firstName: 'Sari', lastName: 'Dewi', phones: ['+6591234567', '+6598765432'] } }),
    });
    const personal = await company.admin.api.ok(contracts.getEmployeePersonal, { params: { id } });
    await company.admin.api.ok(contracts.updateEmployeePersonal, {
      body: { id, version: personal.version, phones: ['+6591234567', '+6581112222'], gender: null, passTypeId: 1 },
    });
    const [entry] = (await trail(company, { actions: ['update-personal'] })).data;
    expect(entry!.changes.map((change) => change.text)).toEqual(
      expect.arrayContaining([
        'Phone numbers: removed +6598765432',
        'Phone numbers: added +6581112222',
        'Gender cleared (was Female)',
        'Pass type set to Citizen',
      ]),
    );
  });

  it('reads nested values step by step (a role’s menus) and names the user an administrator acts as', async () => {
    const company = await createCompany(t);
    const role = await company.admin.api.ok(contracts.createRole, {
      body: { name: 'Clerks', description: '', dataScope: 'self', menuGrants: { home: 'view' }, fieldGrants: { public: {}, private: {} } },
    });
    await company.admin.api.ok(contracts.updateRole, {
      body: { id: role.id, version: role.version, menuGrants: { home: 'edit', auditTrail: 'view' } },
    });
    const [update] = (await trail(company, { modules: ['accessLevel'], actions: ['update'] })).data;
    expect(update!.summary).toBe('Ada Admin changed role Clerks');
    expect(update!.changes.map((change) => change.text)).toEqual([
      'Menu access › Home changed from View only to View and edit',
      'Menu access › Audit trail set to View only',
    ]);

    const uma = await createUser(t, company, { firstName: 'Uma', lastName: 'User' });
    await company.admin.api.ok(contracts.impersonate, { body: { userId: uma.userId } });
    const [acting] = (await trail(company, { actions: ['impersonate'] })).data;
    expect(acting!.summary).toBe('Ada Admin started acting as another user');
    expect(acting!.changes.map((change) => change.text)).toEqual(['User: Uma User']);
  });

  it('filters by action and by record, and lists the actions in use with their labels', async () => {
    const company = await createCompany(t);
    await clerkWithPromotion(company);
    await company.admin.api.ok(contracts.createDepartment, { body: { name: 'Finance' } });

    expect((await trail(company, { record: 'santoso' })).data.map((entry) => entry.action)).toEqual(['update-job', 'create']);
    expect((await trail(company, { record: 'Finance' })).data.map((entry) => entry.summary)).toEqual([
      'Ada Admin created department Finance',
    ]);
    expect((await trail(company, { actions: ['update-job', 'impersonate'] })).recordsFiltered).toBe(1);

    const actions = await company.admin.api.ok(contracts.listAuditActions, {});
    expect(actions).toEqual(
      expect.arrayContaining([
        { value: 'create', label: 'Created' },
        { value: 'update-job', label: 'Changed job details' },
      ]),
    );
    const other = await createCompany(t);
    expect((await other.admin.api.ok(contracts.listAuditActions, {})).map((action) => action.value)).not.toContain('update-job');
    expect((await trail(other, { record: 'santoso' })).data).toEqual([]);

    const tooLong = await company.admin.api.fail(contracts.listAuditTrail, { body: { filter: { record: 'x'.repeat(101) } } }, 400);
    expect(Object.keys(tooLong.errors ?? {})).toEqual(['filter.record']);
  });

  it('reads entries written before names were kept: ids by their names now, the record by the name in its values', async () => {
    const company = await createCompany(t);
    const title = await company.admin.api.ok(contracts.createJobTitle, { body: { name: 'Porter' } });
    const { id } = await company.admin.api.ok(contracts.createEmployee, {
      body: employeeBody({ personal: { firstName: 'Old', lastName: 'Entry' } }),
    });
    await t.tenant(company.companyId, (tx) =>
      tx.insert(auditLog).values([
        {
          companyId: company.companyId,
          entity: 'employee',
          entityId: id,
          action: 'update-job',
          before: { jobTitleId: null },
          after: { jobTitleId: title.id },
        },
        { companyId: company.companyId, entity: 'site', entityId: crypto.randomUUID(), action: 'delete', before: { name: 'Gone site' } },
        { companyId: company.companyId, entity: 'widget', entityId: 'w-1', action: 'frobnicate', after: { colourCode: 'x1' } },
      ]),
    );
    const entries = (await trail(company)).data.slice(0, 3);
    expect(entries.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'System changed the job details of Old Entry',
        'System deleted site Gone site',
        // An entity and action no module describes yet still read as words.
        'System: Frobnicate (the widget record)',
      ]),
    );
    const job = entries.find((entry) => entry.action === 'update-job')!;
    expect(job.changes.map((change) => change.text)).toEqual(['Job title set to Porter']);
    expect(entries.find((entry) => entry.action === 'frobnicate')!.changes.map((change) => change.text)).toEqual(['Colour code: x1']);
  });
});
