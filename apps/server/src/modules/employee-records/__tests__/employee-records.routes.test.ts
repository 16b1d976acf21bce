import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, notifications, roles } from '../../../db/schema/index.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  employeeBody,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';
import { createTestModules } from '../../../testing/test-modules.ts';
import type { ModuleContext } from '../../../platform/module.ts';

let t: TestApp;
let modules: ModuleContext;
beforeAll(async () => {
  t = await createTestApp();
  modules = await createTestModules(t);
});
afterAll(async () => {
  await t?.close();
});

async function hire(company: TestCompany, job: { hiringDate?: string; managerId?: string } = {}) {
  const { id } = await company.admin.api.ok(contracts.createEmployee, {
    body: employeeBody({ job: { hiringDate: job.hiringDate ?? '2024-01-02', ...(job.managerId ? { managerId: job.managerId } : {}) } }),
  });
  return id;
}

const auditOf = async (company: TestCompany, entity: string) =>
  (
    await t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entity, entity)))
  ).map((entry) => entry.action);

describe('identification documents', () => {
  it('adds, changes and removes documents, each number checked by its issuer’s rule and held once, with the audit', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company);
    const empty = await api.ok(contracts.getEmployeeIdentifications, { query: { employeeId } });
    expect(empty).toMatchObject({ level: 'edit', documents: [] });
    // A Singapore company is offered Singapore's documents, then those of any country.
    expect(empty.types.map((type) => type.id)).toEqual(['SG_NRIC', 'SG_FIN', 'SG_PASSPORT', 'SG_WORK_PASS', 'PASSPORT', 'WORK_PERMIT']);

    const badFin = await api.fail(
      contracts.addEmployeeIdentification,
      { body: { employeeId, documentType: 'SG_WORK_PASS', number: 'G1234567A', expiryDate: '2027-01-31' } },
      400,
    );
    expect(badFin.errors).toEqual({ number: expect.any(String) });
    const noCountry = await api.fail(
      contracts.addEmployeeIdentification,
      { body: { employeeId, documentType: 'PASSPORT', number: 'X12345678' } },
      400,
    );
    expect(Object.keys(noCountry.errors ?? {})).toEqual(['country']);
    const backwards = await api.fail(
      contracts.addEmployeeIdentification,
      { body: { employeeId, documentType: 'SG_WORK_PASS', number: 'G1234567X', issueDate: '2026-02-01', expiryDate: '2026-01-01' } },
      400,
    );
    expect(Object.keys(backwards.errors ?? {})).toEqual(['expiryDate']);

    const pass = await api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId, documentType: 'SG_WORK_PASS', number: 'g 1234567 x', issueDate: '2025-02-01', expiryDate: '2035-01-31' },
    });
    expect(pass).toMatchObject({ number: 'G1234567X', category: 'pass', country: null, status: 'valid' });
    const passport = await api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId, documentType: 'PASSPORT', number: 'x1234-5678', country: 'IN', expiryDate: '2030-05-01' },
    });
    expect(passport).toMatchObject({ number: 'X12345678', country: 'IN', category: 'passport' });

    // The same work pass on another employee is refused.
    const other = await hire(company);
    const taken = await api.fail(
      contracts.addEmployeeIdentification,
      { body: { employeeId: other, documentType: 'SG_WORK_PASS', number: 'G1234567X' } },
      409,
    );
    expect(taken).toMatchObject({ code: 'IDENTIFICATION_TAKEN', errors: { number: expect.any(String) } });

    const renewed = await api.ok(contracts.updateEmployeeIdentification, {
      body: { employeeId, id: pass.id, version: pass.version, documentType: 'SG_WORK_PASS', number: 'G1234567X', expiryDate: '2037-01-31' },
    });
    expect(renewed).toMatchObject({ version: pass.version + 1, expiryDate: '2037-01-31' });
    const stale = await api.fail(
      contracts.updateEmployeeIdentification,
      { body: { employeeId, id: pass.id, version: pass.version, documentType: 'SG_WORK_PASS', number: 'G1234567X' } },
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    await api.ok(contracts.deleteEmployeeIdentification, { params: { id: employeeId, entryId: passport.id } });
    const read = await api.ok(contracts.getEmployeeIdentifications, { query: { employeeId } });
    expect(read.documents.map((document) => document.id)).toEqual([pass.id]);
    expect(await auditOf(company, 'employeeIdentification')).toEqual(expect.arrayContaining(['create', 'create', 'update', 'delete']));
  });

  it('reminds HR once, 90 days before a document expires, by the company’s clock (notification type 16)', async () => {
    t.clock.set(new Date('2026-06-28T02:00:00Z'));
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company);
    const pass = await api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId, documentType: 'SG_WORK_PASS', number: 'G7654321L', expiryDate: '2026-09-30' },
    });
    await api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId, documentType: 'SG_PASSPORT', number: 'K1234567A', expiryDate: '2031-01-01' },
    });
    const send = () => modules.service('identifications').sendExpiryReminders(company.companyId);
    const mine = async () =>
      t.db
        .select({ kind: notifications.kind, type: notifications.type, bodyKey: notifications.bodyKey })
        .from(notifications)
        .where(
          and(
            eq(notifications.companyId, company.companyId),
            eq(notifications.userId, company.admin.user.userId),
            eq(notifications.kind, 'identificationExpiring'),
          ),
        );

    t.clock.set(new Date('2026-06-30T15:00:00Z')); // 1 July in Singapore: 91 days before
    expect(await send()).toBe(0);
    t.clock.set(new Date('2026-07-01T16:30:00Z')); // 2 July in Singapore: 90 days before
    expect(await send()).toBe(1);
    expect(await mine()).toEqual([
      { kind: 'identificationExpiring', type: 16, bodyKey: 'employeeRecords:reminders.identificationExpiring.pass' },
    ]);
    expect(await send()).toBe(0);
    // The pass on another employee's personal section is reminded of too, within the same 90 days.
    const { id: holder } = await api.ok(contracts.createEmployee, {
      body: employeeBody({ personal: { passNumber: 'G2222222', passValidFrom: '2024-09-20', passValidTo: '2026-09-20' } }),
    });
    expect(await send()).toBe(1);
    const [personalPass] = await t.db
      .select({ bodyKey: notifications.bodyKey })
      .from(notifications)
      .where(and(eq(notifications.companyId, company.companyId), eq(notifications.path, `/employee/${holder}/profile#personalDetail`)));
    expect(personalPass?.bodyKey).toBe('employeeRecords:reminders.identificationExpiring.pass');
    const read = await api.ok(contracts.getEmployeeIdentifications, { query: { employeeId } });
    expect(read.documents.find((document) => document.id === pass.id)?.status).toBe('expiring');
    // Renewed: the new expiry date is reminded of in its turn, 90 days before it.
    await api.ok(contracts.updateEmployeeIdentification, {
      body: { employeeId, id: pass.id, version: pass.version, documentType: 'SG_WORK_PASS', number: 'G7654321L', expiryDate: '2026-12-31' },
    });
    expect(await send()).toBe(0);
    t.clock.set(new Date('2026-10-02T02:00:00Z'));
    expect(await send()).toBe(1);
    expect(await mine()).toHaveLength(3);
    // An expired document is not reminded of.
    t.clock.set(new Date('2027-01-05T02:00:00Z'));
    expect(await send()).toBe(0);
  });
});

describe('hiring date history', () => {
  it('keeps earlier employment, refuses overlaps and periods after the current hiring date, and says where continuous service starts', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company, { hiringDate: '2024-01-02' });
    const first = await api.ok(contracts.addServicePeriod, {
      body: { employeeId, hiringDate: '2018-03-01', endDate: '2020-06-30', continuity: 'broken' },
    });
    const second = await api.ok(contracts.addServicePeriod, {
      body: {
        employeeId,
        hiringDate: '2021-01-04',
        endDate: '2023-12-29',
        continuity: 'continuous',
        note: 'Transferred back from the Malaysian entity',
      },
    });
    const read = await api.ok(contracts.getEmployeeHiringDates, { params: { id: employeeId } });
    expect(read).toMatchObject({ level: 'edit', hiringDate: '2024-01-02', continuousServiceFrom: '2021-01-04' });
    expect(read.periods.map((period) => period.id)).toEqual([second.id, first.id]);

    const overlap = await api.fail(
      contracts.addServicePeriod,
      { body: { employeeId, hiringDate: '2020-06-01', endDate: '2020-12-31', continuity: 'broken' } },
      400,
    );
    expect(Object.keys(overlap.errors ?? {})).toEqual(['hiringDate']);
    const afterCurrent = await api.fail(
      contracts.addServicePeriod,
      { body: { employeeId, hiringDate: '2023-12-30', endDate: '2024-01-05', continuity: 'broken' } },
      400,
    );
    expect(Object.keys(afterCurrent.errors ?? {})).toEqual(['endDate']);

    const changed = await api.ok(contracts.updateServicePeriod, {
      body: { employeeId, id: first.id, version: first.version, hiringDate: '2018-03-01', endDate: '2020-12-31', continuity: 'continuous' },
    });
    expect(changed.version).toBe(first.version + 1);
    expect((await api.ok(contracts.getEmployeeHiringDates, { params: { id: employeeId } })).continuousServiceFrom).toBe('2018-03-01');
    await api.fail(
      contracts.updateServicePeriod,
      { body: { employeeId, id: first.id, version: first.version, hiringDate: '2018-03-01', endDate: '2020-12-31', continuity: 'broken' } },
      409,
    );
    // Service the company carries over counts across a gap between two employments.
    await api.ok(contracts.deleteServicePeriod, { params: { id: employeeId, entryId: second.id } });
    expect((await api.ok(contracts.getEmployeeHiringDates, { params: { id: employeeId } })).continuousServiceFrom).toBe('2018-03-01');
    await api.ok(contracts.updateServicePeriod, {
      body: { employeeId, id: first.id, version: changed.version, hiringDate: '2018-03-01', endDate: '2020-12-31', continuity: 'broken' },
    });
    expect((await api.ok(contracts.getEmployeeHiringDates, { params: { id: employeeId } })).continuousServiceFrom).toBe('2024-01-02');
    expect(await auditOf(company, 'employeeServicePeriod')).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('salary history', () => {
  it('lists the salary’s changes from the audit trail, newest first, the first dated from the hiring date', async () => {
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company, { hiringDate: '2024-01-02' });
    const brief = await api.ok(contracts.getEmployeeBrief, { params: { id: employeeId } });
    const { version } = await api.ok(contracts.updateEmployeePayment, {
      body: { id: employeeId, version: brief.version, salary: '5000.00' },
    });
    // A change to the section that leaves the salary alone is not a salary change.
    await api.ok(contracts.updateEmployeePayment, { body: { id: employeeId, version, accountName: 'Mei Ling Tan' } });
    const history = await api.ok(contracts.getEmployeeSalaryHistory, { params: { id: employeeId } });
    expect(history).toMatchObject({ level: 'view', currency: 'SGD', current: '5000.00' });
    // A change is dated on the company's calendar day it was made (its audit entry's time, in Singapore).
    const changedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date(history.changes[0]!.at));
    expect(history.changes.map(({ date, salary, previous, action, changedBy }) => ({ date, salary, previous, action, changedBy }))).toEqual(
      [
        { date: changedOn, salary: '5000.00', previous: '4500.00', action: 'update-payment', changedBy: 'Ada Admin' },
        { date: '2024-01-02', salary: '4500.00', previous: null, action: 'create', changedBy: 'Ada Admin' },
      ],
    );
  });
});

describe('work hours', () => {
  it('sets hours from a date, works out the week, refuses a week longer than its days, and says which apply today', async () => {
    t.clock.set(new Date('2026-04-28T02:00:00Z'));
    const company = await createCompany(t);
    const api = company.admin.api;
    const employeeId = await hire(company);
    const fullTime = await api.ok(contracts.saveEmployeeWorkHours, {
      body: { employeeId, effectiveFrom: '2024-01-02', hoursPerDay: '8', daysPerWeek: '5.5' },
    });
    expect(fullTime).toMatchObject({ hoursPerDay: '8.00', daysPerWeek: '5.5', hoursPerWeek: '44.00' });
    const partTime = await api.ok(contracts.saveEmployeeWorkHours, {
      body: { employeeId, effectiveFrom: '2026-05-01', hoursPerDay: '6', daysPerWeek: '4', hoursPerWeek: '22.5' },
    });
    const tooLong = await api.fail(
      contracts.saveEmployeeWorkHours,
      { body: { employeeId, effectiveFrom: '2026-06-01', hoursPerDay: '6', daysPerWeek: '4', hoursPerWeek: '30' } },
      400,
    );
    expect(Object.keys(tooLong.errors ?? {})).toEqual(['hoursPerWeek']);
    const sameDay = await api.fail(
      contracts.saveEmployeeWorkHours,
      { body: { employeeId, effectiveFrom: '2026-05-01', hoursPerDay: '7', daysPerWeek: '5' } },
      400,
    );
    expect(Object.keys(sameDay.errors ?? {})).toEqual(['effectiveFrom']);
    const today = await api.ok(contracts.getEmployeeWorkHours, { params: { id: employeeId } });
    expect(today.current?.id).toBe(fullTime.id);
    expect(today.entries.map((entry) => entry.id)).toEqual([partTime.id, fullTime.id]);
    t.clock.set(new Date('2026-05-02T02:00:00Z'));
    expect((await api.ok(contracts.getEmployeeWorkHours, { params: { id: employeeId } })).current?.id).toBe(partTime.id);

    const changed = await api.ok(contracts.saveEmployeeWorkHours, {
      body: { employeeId, id: partTime.id, version: partTime.version, effectiveFrom: '2026-05-01', hoursPerDay: '5', daysPerWeek: '4' },
    });
    expect(changed).toMatchObject({ hoursPerWeek: '20.00', version: partTime.version + 1 });
    await api.fail(
      contracts.saveEmployeeWorkHours,
      { body: { employeeId, id: partTime.id, version: partTime.version, effectiveFrom: '2026-05-01', hoursPerDay: '5', daysPerWeek: '4' } },
      409,
    );
    await api.ok(contracts.deleteEmployeeWorkHours, { params: { id: employeeId, entryId: partTime.id } });
    const inForce = await t.tenant(company.companyId, (tx) =>
      modules.service('employmentHistory').hoursOn(tx, { companyId: company.companyId, employeeId, day: '2026-06-01' }),
    );
    expect(inForce).toMatchObject({ id: fullTime.id });
    expect(await auditOf(company, 'employeeWorkHours')).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('access: roles, field levels and other companies', () => {
  it('shows a manager their team’s work hours and hiring dates, never their identity documents or salary history', async () => {
    const company = await createCompany(t);
    const managerEmployee = await hire(company);
    const member = await hire(company, { managerId: managerEmployee });
    await company.admin.api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId: member, documentType: 'SG_WORK_PASS', number: 'G1111111X', expiryDate: '2030-01-01' },
    });
    await company.admin.api.ok(contracts.saveEmployeeWorkHours, {
      body: { employeeId: member, effectiveFrom: '2024-01-02', hoursPerDay: '8', daysPerWeek: '5' },
    });
    const user = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: managerEmployee });
    const manager = (await loginAs(t, user)).api;

    expect((await manager.ok(contracts.getEmployeeWorkHours, { params: { id: member } })).level).toBe('view');
    expect((await manager.ok(contracts.getEmployeeHiringDates, { params: { id: member } })).level).toBe('view');
    await manager.fail(contracts.getEmployeeIdentifications, { query: { employeeId: member } }, 404);
    await manager.fail(contracts.getEmployeeSalaryHistory, { params: { id: member } }, 404);
    // Viewing is not changing: their team is out of their reach for changes (as for every part of the record).
    await manager.fail(
      contracts.saveEmployeeWorkHours,
      { body: { employeeId: member, effectiveFrom: '2025-01-01', hoursPerDay: '8', daysPerWeek: '5' } },
      404,
    );
    // Their own record shows them all, to read.
    expect((await manager.ok(contracts.getEmployeeSalaryHistory, { params: { id: managerEmployee } })).current).toBe('4500.00');
    expect((await manager.ok(contracts.getEmployeeIdentifications, { query: { employeeId: managerEmployee } })).level).toBe('view');
  });

  it('lets an employee read their own records but change none of them, and hides the salary history where the salary is hidden', async () => {
    const company = await createCompany(t);
    const employeeId = await hire(company);
    const own = await createUser(t, company, { role: 'employee' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: own.userId, employeeId });
    const self = (await loginAs(t, own)).api;
    expect((await self.ok(contracts.getEmployeeIdentifications, { query: { employeeId } })).level).toBe('view');
    expect((await self.ok(contracts.getEmployeeWorkHours, { params: { id: employeeId } })).level).toBe('view');
    const refused = await self.fail(
      contracts.addEmployeeIdentification,
      { body: { employeeId, documentType: 'SG_PASSPORT', number: 'K7654321B' } },
      403,
    );
    expect(refused.code).toBe('FIELD_FORBIDDEN');
    await self.fail(
      contracts.addServicePeriod,
      { body: { employeeId, hiringDate: '2018-01-01', endDate: '2019-01-01', continuity: 'broken' } },
      403,
    );
    // Someone else's record is out of an employee's reach.
    const colleague = await hire(company);
    await self.fail(contracts.getEmployeeWorkHours, { params: { id: colleague } }, 404);

    const role = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'History reader',
        description: '',
        dataScope: 'all',
        menuGrants: { employeeList: 'view' },
        fieldGrants: { public: { 'employee.salary': 'none' }, private: {} },
      },
    });
    const reader = await createUser(t, company, { role: 'employee' });
    const current = await company.admin.api.ok(contracts.getUser, { params: { id: reader.userId } });
    await company.admin.api.ok(contracts.updateUser, { body: { id: reader.userId, version: current.version, roleId: role.id } });
    const readerApi = (await loginAs(t, reader)).api;
    await readerApi.fail(contracts.getEmployeeSalaryHistory, { params: { id: employeeId } }, 404);
    expect((await readerApi.ok(contracts.getEmployeeHiringDates, { params: { id: employeeId } })).level).toBe('view');
  });

  it('never shows or changes another company’s records', async () => {
    const company = await createCompany(t);
    const employeeId = await hire(company);
    const document = await company.admin.api.ok(contracts.addEmployeeIdentification, {
      body: { employeeId, documentType: 'SG_FIN', number: 'G1234567X' },
    });
    const period = await company.admin.api.ok(contracts.addServicePeriod, {
      body: { employeeId, hiringDate: '2019-01-01', endDate: '2019-12-31', continuity: 'broken' },
    });
    const hours = await company.admin.api.ok(contracts.saveEmployeeWorkHours, {
      body: { employeeId, effectiveFrom: '2024-01-02', hoursPerDay: '8', daysPerWeek: '5' },
    });
    const other = (await createCompany(t)).admin.api;
    await other.fail(contracts.getEmployeeIdentifications, { query: { employeeId } }, 404);
    await other.fail(contracts.getEmployeeHiringDates, { params: { id: employeeId } }, 404);
    await other.fail(contracts.getEmployeeSalaryHistory, { params: { id: employeeId } }, 404);
    await other.fail(contracts.getEmployeeWorkHours, { params: { id: employeeId } }, 404);
    await other.fail(contracts.addEmployeeIdentification, { body: { employeeId, documentType: 'SG_PASSPORT', number: 'K7654321B' } }, 404);
    await other.fail(
      contracts.updateEmployeeIdentification,
      { body: { employeeId, id: document.id, version: document.version, documentType: 'SG_FIN', number: 'G1234567X' } },
      404,
    );
    await other.fail(contracts.deleteEmployeeIdentification, { params: { id: employeeId, entryId: document.id } }, 404);
    await other.fail(contracts.deleteServicePeriod, { params: { id: employeeId, entryId: period.id } }, 404);
    await other.fail(contracts.deleteEmployeeWorkHours, { params: { id: employeeId, entryId: hours.id } }, 404);
    // Still there for their own company.
    expect((await company.admin.api.ok(contracts.getEmployeeIdentifications, { query: { employeeId } })).documents).toHaveLength(1);
  });
});

describe('GET employees/fields', () => {
  it('lists every field of the record with the caller’s level: a manager’s on their team and on their own record', async () => {
    const company = await createCompany(t);
    const managerEmployee = await hire(company);
    const all = await company.admin.api.ok(contracts.getEmployeeFields, { query: {} });
    expect(all.map((field) => field.name)).toEqual([...contracts.FIELD_CATALOG.employee.fields]);
    expect(new Set(all.map((field) => field.level))).toEqual(new Set(['edit']));

    const user = await createUser(t, company, { role: 'manager' });
    await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: managerEmployee });
    const manager = (await loginAs(t, user)).api;
    const levelOf = (fields: { name: string; level: string }[], name: string) => fields.find((field) => field.name === name)?.level;
    const team = await manager.ok(contracts.getEmployeeFields, { query: {} });
    expect(levelOf(team, 'salary')).toBe('none');
    expect(levelOf(team, 'salaryHistory')).toBe('none');
    expect(levelOf(team, 'identifications')).toBe('none');
    expect(levelOf(team, 'workHours')).toBe('view');
    const own = await manager.ok(contracts.getEmployeeFields, { query: { employeeId: managerEmployee } });
    expect(levelOf(own, 'salary')).toBe('view');
    expect(levelOf(own, 'phones')).toBe('edit');
    await t.anonymous.fail(contracts.getEmployeeFields, { query: {} }, 401);
  });
});

describe('migration employee_records', () => {
  const migrations = path.resolve(import.meta.dirname, '../../../db/migrations');
  const file = fs.readdirSync(migrations).find((name) => /^\d{4}_employee_records\.sql$/.test(name))!;
  const handWritten = fs.readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint').at(-1)!.trim();
  const grantsOf = async (company: TestCompany) =>
    (
      await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.companyId, company.companyId), eq(roles.id, company.roles.manager)))
    )[0]!;

  it('hides identifications and salary history on Manager roles made before, keeps a level set on purpose, and audits once', async () => {
    const before = await createCompany(t);
    const chosen = await createCompany(t);
    await t.db
      .update(roles)
      .set({ fieldGrants: { public: { 'employee.salary': 'none' }, private: {} } })
      .where(and(eq(roles.companyId, before.companyId), eq(roles.id, before.roles.manager)));
    await t.db
      .update(roles)
      .set({ fieldGrants: { public: { 'employee.identifications': 'view' }, private: {} } })
      .where(and(eq(roles.companyId, chosen.companyId), eq(roles.id, chosen.roles.manager)));
    const versionBefore = (await grantsOf(before)).version;
    await t.db.execute(sql.raw(handWritten));
    await t.db.execute(sql.raw(handWritten)); // again: nothing more changes

    const migrated = await grantsOf(before);
    expect(migrated.fieldGrants.public).toEqual({
      'employee.salary': 'none',
      'employee.identifications': 'none',
      'employee.salaryHistory': 'none',
    });
    expect(migrated.version).toBe(versionBefore + 1);
    expect((await grantsOf(chosen)).fieldGrants.public).toEqual({ 'employee.identifications': 'view', 'employee.salaryHistory': 'none' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, before.companyId), eq(auditLog.entity, 'role'), isNull(auditLog.actorUserId)));
    expect(audits).toHaveLength(1);
  });
});
