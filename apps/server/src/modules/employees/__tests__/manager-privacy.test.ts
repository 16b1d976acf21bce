import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contracts from '@tenaga/contracts';
import { auditLog, employees, roles, users } from '../../../db/schema/index.ts';
import {
  createCompany,
  createEmployeeRow,
  createTestApp,
  createUser,
  linkUserToEmployee,
  loginAs,
  type TestApp,
  type TestCompany,
} from '../../../testing/index.ts';

/**
 * What a manager sees of their team by default: not what they are paid, where it is paid to, or
 * their identity documents. An account number shown to someone who may not change it shows its
 * last 4 digits only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PRIVATE = ['salary', 'bankCode', 'accountName', 'accountNumber'] as const;

async function team(company: TestCompany) {
  const managerEmployee = await createEmployeeRow(t, company.companyId, { firstName: 'Rajesh' });
  const member = await createEmployeeRow(t, company.companyId, {
    firstName: 'Siti',
    managerId: managerEmployee,
    identificationNumber: 'S1234567D',
  });
  for (const [id, accountNumber] of [
    [managerEmployee, '1112223334'],
    [member, '9876543210'],
  ] as const)
    await t.tenant(company.companyId, (tx) =>
      tx
        .update(employees)
        .set({ paymentModeId: 1, bankCode: 'SG_DBS', accountName: 'Own name', accountNumber, salary: '5200.00' })
        .where(and(eq(employees.companyId, company.companyId), eq(employees.id, id))),
    );
  const user = await createUser(t, company, { role: 'manager' });
  await linkUserToEmployee(t, { companyId: company.companyId, userId: user.userId, employeeId: managerEmployee });
  return { manager: await loginAs(t, user), managerEmployee, member };
}

describe('a new company’s Manager role', () => {
  it("hides the team's pay, bank account and identification numbers, and shows the manager's own", async () => {
    const company = await createCompany(t);
    const { manager, managerEmployee, member } = await team(company);

    const payment = await manager.api.ok(contracts.getEmployeePayment, { params: { id: member } });
    for (const field of PRIVATE) {
      expect(payment.values).not.toHaveProperty(field);
      expect(payment.levels[field]).toBe('none');
    }
    const personal = await manager.api.ok(contracts.getEmployeePersonal, { params: { id: member } });
    expect(personal.values).not.toHaveProperty('identificationNumber');
    expect(personal.values).toMatchObject({ firstName: 'Siti' });

    // Their own bank account is theirs to keep up to date (self-service), so it is shown whole.
    const own = await manager.api.ok(contracts.getEmployeePayment, { params: { id: managerEmployee } });
    expect(own.levels.accountNumber).toBe('edit');
    expect(own.values).toMatchObject({ salary: '5200.00', accountNumber: '1112223334' });
  });
});

describe('an account number for someone who may see it but not change it', () => {
  it('shows the last 4 digits; whoever may change it sees it whole', async () => {
    const company = await createCompany(t);
    const { member } = await team(company);
    const viewer = await company.admin.api.ok(contracts.createRole, {
      body: {
        name: 'Payroll reader',
        description: '',
        dataScope: 'all',
        menuGrants: { home: 'view', employeeList: 'view' },
        fieldGrants: { public: {}, private: {} },
      },
    });
    const user = await createUser(t, company);
    await t.db
      .update(users)
      .set({ roleId: viewer.id })
      .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
    const reader = await loginAs(t, user);

    const seen = await reader.api.ok(contracts.getEmployeePayment, { params: { id: member } });
    expect(seen.levels.accountNumber).toBe('view');
    expect(seen.values).toMatchObject({ accountNumber: '******3210', salary: '5200.00' });
    const whole = await company.admin.api.ok(contracts.getEmployeePayment, { params: { id: member } });
    expect(whole.values).toMatchObject({ accountNumber: '9876543210' });
  });
});

describe('migration manager_private_fields', () => {
  const migrations = path.resolve(import.meta.dirname, '../../../db/migrations');
  const file = fs.readdirSync(migrations).find((name) => /^\d{4}_manager_private_fields\.sql$/.test(name))!;
  const statements = fs
    .readFileSync(path.join(migrations, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

  const fieldGrantsOf = async (company: TestCompany, id: string) =>
    (
      await t.db
        .select()
        .from(roles)
        .where(and(eq(roles.companyId, company.companyId), eq(roles.id, id)))
    )[0]!;

  it('hides the fields on Manager roles made before, keeps a level set on purpose, and audits each change once', async () => {
    const before = await createCompany(t);
    const chosen = await createCompany(t);
    // Made before: the Manager template had no field levels; another company showed salaries on purpose.
    await t.db
      .update(roles)
      .set({ fieldGrants: { public: {}, private: {} } })
      .where(and(eq(roles.companyId, before.companyId), eq(roles.id, before.roles.manager)));
    await t.db
      .update(roles)
      .set({ fieldGrants: { public: { 'employee.salary': 'view' }, private: {} } })
      .where(and(eq(roles.companyId, chosen.companyId), eq(roles.id, chosen.roles.manager)));
    const versionBefore = (await fieldGrantsOf(before, before.roles.manager)).version;

    for (const statement of statements) await t.db.execute(sql.raw(statement));
    for (const statement of statements) await t.db.execute(sql.raw(statement)); // again: nothing more changes

    const migrated = await fieldGrantsOf(before, before.roles.manager);
    // Migration 0012 hides what the template hid then; KETs (added later) are migration 0021's, identifications and salary history 0022's.
    const {
      'employee.kets': _kets,
      'employee.identifications': _identifications,
      'employee.salaryHistory': _salaryHistory,
      ...hiddenBy0012
    } = contracts.MANAGER_PRIVATE_FIELDS as Record<string, string>;
    expect(migrated.fieldGrants.public).toEqual(hiddenBy0012);
    expect(migrated.version).toBe(versionBefore + 1);
    expect((await fieldGrantsOf(chosen, chosen.roles.manager)).fieldGrants.public).toMatchObject({
      'employee.salary': 'view',
      'employee.accountNumber': 'none',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, before.companyId), eq(auditLog.entity, 'role'), isNull(auditLog.actorUserId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ entityId: before.roles.manager, before: { fieldGrants: { public: {}, private: {} } } });
    // The HR Manager and Employee roles are not touched.
    expect((await fieldGrantsOf(before, before.roles.hrManager)).fieldGrants).toEqual({ public: {}, private: {} });
  });
});
