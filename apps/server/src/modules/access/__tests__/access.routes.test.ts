import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { connect } from 'socket.io-client';
import * as contracts from '@tenaga/contracts';
import { DEFAULT_ROLE_GRANTS, type RealtimeMessage, type RoleBody } from '@tenaga/contracts';
import { auditLog, users } from '../../../db/schema/index.ts';
import { createCompany, createTestApp, createUser, loginAs, uniqueName, type TestApp, type TestCompany } from '../../../testing/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const role = (overrides: Partial<RoleBody> = {}): RoleBody => ({
  name: uniqueName('Role'),
  description: 'Test role',
  dataScope: 'all',
  menuGrants: { home: 'view', account: 'edit' },
  fieldGrants: { public: {}, private: {} },
  ...overrides,
});

/** A user in a new role with these grants, signed in. */
async function userWithRole(company: TestCompany, menuGrants: RoleBody['menuGrants']) {
  const created = await company.admin.api.ok(contracts.createRole, { body: role({ menuGrants }) });
  const user = await createUser(t, company);
  await t.db
    .update(users)
    .set({ roleId: created.id })
    .where(and(eq(users.companyId, company.companyId), eq(users.id, user.userId)));
  return { role: created, session: await loginAs(t, user) };
}

describe('menus per role', () => {
  it('gives the Administrator every developed item at edit level, grouped as the product is', async () => {
    const company = await createCompany(t);
    const settings = await company.admin.api.ok(contracts.getSettingMenu);
    expect(settings.routes.map((route) => route.name)).toEqual([
      'companyAccount',
      'regionLanguage',
      'account',
      'roles',
      'permissionTemplates',
      'users',
      'navigation',
      'auditTrail',
      'organisation',
      'customField',
      'publicHoliday',
      'timeoffCategory',
      'timeoffPolicy',
      'timeoffProfile',
      'timeoffAssignment',
      'exemptionCategory',
      'exemptionPolicy',
      'exemptionProfile',
      'exemptionAssignment',
      'attendanceFullTime',
      'attendancePartTime',
      'attendanceAssignment',
      'shiftPolicy',
      'shiftAssignment',
      'thresholdEmployee',
      'thresholdLocation',
      'approval',
      'approvalAssignment',
      'workflow',
      'paymentFormulaLegacy',
      'paymentFormulaRates',
      'paymentFormulaAssignment',
      'payrunSettings',
      'statutoryCalculator',
      'payslipSettings',
      'payslipTemplates',
      'insurancePolicy',
      'insuranceAssignment',
      'insuranceIndonesia',
      'insuranceSingapore',
      'insuranceVietnam',
      'ketsSetting',
      'compliance',
      'documentSetting',
      'notificationSettings',
      'geofencing',
      'siteList',
      'siteQrCode',
      'incentiveSetting',
      'mailOutbox',
    ]);
    const accessLevel = settings.ui.find((item) => item.name === 'accessLevel')!;
    expect(accessLevel.children!.map((child) => [child.name, child.meta.access])).toEqual([
      ['roles', 'edit'],
      ['permissionTemplates', 'edit'],
      ['users', 'edit'],
      ['navigation', 'edit'],
    ]);
    expect((await company.admin.api.ok(contracts.getMainMenu)).routes.map((route) => route.name)).toEqual([
      'home',
      'employeeList',
      'employeeAdd',
      'employeeImport',
      'employeePowerEdit',
      'myProfile',
      'contractsActive',
      'contractsArchived',
      'contractsImport',
      'attendanceCalendar',
      'attendanceTimesheet',
      'attendanceResolve',
      'attendanceOverwork',
      'attendanceConversion',
      'attendancePowerEdit',
      'timeoff',
      'exemption',
      'approvals',
      'payrun',
      'payrunSummary',
      'payrunArchive',
      'bankTransfer',
      'salaryAdjustment',
      'claims',
      'loans',
      'incentives',
      'shifts',
    ]);
  });

  it('gives each default role its own menu, and never an empty one', async () => {
    const company = await createCompany(t);
    const names = async (key: 'hrManager' | 'manager' | 'employee') => {
      const session = await loginAs(t, await createUser(t, company, { role: key }));
      const [main, setting] = await Promise.all([session.api.ok(contracts.getMainMenu), session.api.ok(contracts.getSettingMenu)]);
      return {
        main: main.routes.map((route) => route.name),
        setting: setting.ui
          .flatMap((item) => [item, ...(item.children ?? [])])
          .filter((item) => item.path)
          .map((item) => `${item.name}:${item.meta.access}`),
      };
    };
    expect(await names('hrManager')).toEqual({
      main: [
        'home',
        'employeeList',
        'employeeAdd',
        'employeeImport',
        'employeePowerEdit',
        'myProfile',
        'contractsActive',
        'contractsArchived',
        'contractsImport',
        'attendanceCalendar',
        'attendanceTimesheet',
        'attendanceResolve',
        'attendanceOverwork',
        'attendanceConversion',
        'attendancePowerEdit',
        'timeoff',
        'exemption',
        'approvals',
        'payrun',
        'payrunSummary',
        'payrunArchive',
        'bankTransfer',
        'salaryAdjustment',
        'claims',
        'loans',
        'incentives',
        'shifts',
      ],
      setting: [
        'companyAccount:edit',
        'regionLanguage:edit',
        'account:edit',
        'roles:view',
        'permissionTemplates:view',
        'users:view',
        'navigation:view',
        'auditTrail:view',
        'organisation:edit',
        'customField:edit',
        'publicHoliday:edit',
        'timeoffCategory:edit',
        'timeoffPolicy:edit',
        'timeoffProfile:edit',
        'timeoffAssignment:edit',
        'exemptionCategory:edit',
        'exemptionPolicy:edit',
        'exemptionProfile:edit',
        'exemptionAssignment:edit',
        'attendanceFullTime:edit',
        'attendancePartTime:edit',
        'attendanceAssignment:edit',
        'shiftPolicy:edit',
        'shiftAssignment:edit',
        'thresholdEmployee:edit',
        'thresholdLocation:edit',
        'approval:edit',
        'approvalAssignment:edit',
        'workflow:edit',
        'paymentFormulaLegacy:edit',
        'paymentFormulaRates:edit',
        'paymentFormulaAssignment:edit',
        'payrunSettings:edit',
        'statutoryCalculator:edit',
        'payslipSettings:edit',
        'payslipTemplates:edit',
        'insurancePolicy:edit',
        'insuranceAssignment:edit',
        'insuranceIndonesia:edit',
        'insuranceSingapore:edit',
        'insuranceVietnam:edit',
        'ketsSetting:edit',
        'compliance:edit',
        'documentSetting:edit',
        'notificationSettings:edit',
        'geofencing:edit',
        'siteList:edit',
        'siteQrCode:edit',
        'incentiveSetting:edit',
      ],
    });
    // A manager sees the team, its timesheets and the contracts they are deployed to; an employee only their own profile.
    expect(await names('manager')).toEqual({
      main: [
        'home',
        'employeeList',
        'myProfile',
        'contractsActive',
        'attendanceCalendar',
        'attendanceTimesheet',
        'attendanceResolve',
        'attendanceOverwork',
        'timeoff',
        'exemption',
        'approvals',
        'claims',
        'loans',
        'shifts',
      ],
      setting: ['account:edit', 'notificationSettings:edit'],
    });
    expect(await names('employee')).toEqual({
      main: ['home', 'myProfile', 'attendanceCalendar', 'timeoff', 'exemption', 'claims', 'loans', 'shifts'],
      setting: ['account:edit', 'notificationSettings:edit'],
    });
  });

  it('serves the whole product tree, built or not, to those who edit roles', async () => {
    const company = await createCompany(t);
    const tree = await company.admin.api.ok(contracts.getMenuTree);
    const training = tree.main.find((node) => node.name === 'training')!;
    expect(training).toMatchObject({ developed: false, area: 'main' });
    expect(training.children!.map((child) => child.name)).toContain('trainingList');
    const payroll = tree.main.find((node) => node.name === 'payroll')!;
    expect(payroll.children!.find((child) => child.name === 'loans')).toMatchObject({ developed: true });
    expect(payroll.children!.find((child) => child.name === 'payrun')).toMatchObject({ developed: true });
    expect(payroll.children!.find((child) => child.name === 'bankTransfer')).toMatchObject({ developed: true });
    expect(payroll.children!.find((child) => child.name === 'irasForms')).toMatchObject({ developed: false });
    expect(tree.setting.find((node) => node.name === 'accessLevel')).toMatchObject({ developed: true });
    const employee = await loginAs(t, await createUser(t, company, { role: 'employee' }));
    expect((await employee.api.fail(contracts.getMenuTree, {}, 403)).code).toBe('FORBIDDEN');
  });
});

describe('roles', () => {
  it('lists the default roles in the company’s language with their user counts', async () => {
    const company = await createCompany(t, { countryCode: 'VN' });
    await createUser(t, company, { role: 'employee' });
    await createUser(t, company, { role: 'employee' });
    const table = await company.admin.api.ok(contracts.listRoles, { body: {} });
    expect(table.data.map((row) => [row.systemKey, row.name, row.userCount, row.locked])).toEqual([
      ['administrator', 'Quản trị viên', 1, true],
      ['hrManager', 'Quản lý nhân sự', 0, false],
      ['manager', 'Quản lý', 0, false],
      ['employee', 'Nhân viên', 2, false],
    ]);
    expect(table).toMatchObject({ recordsTotal: 4, recordsFiltered: 4 });
    const searched = await company.admin.api.ok(contracts.listRoles, { body: { search: { value: 'nhân sự' } } });
    expect(searched.data.map((row) => row.systemKey)).toEqual(['hrManager']);
  });

  it('creates a role, records it in the audit trail, and refuses a bad or taken name and unknown menu items', async () => {
    const company = await createCompany(t);
    const created = await company.admin.api.ok(contracts.createRole, {
      body: role({ name: 'Payroll clerk', menuGrants: { home: 'view', statutoryCalculator: 'edit' } }),
    });
    expect(created).toMatchObject({
      name: 'Payroll clerk',
      locked: false,
      systemKey: null,
      userCount: 0,
      version: 1,
      menuGrants: { home: 'view', statutoryCalculator: 'edit' },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({
      entity: 'role',
      action: 'create',
      actorUserId: company.admin.user.userId,
      after: { name: 'Payroll clerk' },
    });

    expect(await company.admin.api.fail(contracts.createRole, { body: role({ name: 'payroll CLERK' }) }, 409)).toMatchObject({
      code: 'NAME_TAKEN',
      errors: { name: 'Must be unique' },
    });
    expect((await company.admin.api.fail(contracts.createRole, { body: role({ name: ' ' }) }, 400)).errors).toEqual({
      name: 'This field is required.',
    });
    const unknown = await company.admin.api.fail(
      contracts.createRole,
      { body: role({ menuGrants: { home: 'view', nonsense: 'edit' } as never }) },
      400,
    );
    expect(Object.keys(unknown.errors ?? {})).toEqual(['menuGrants']);
  });

  it('a change reaches the role’s users at once: menu and server checks alike', async () => {
    const company = await createCompany(t);
    const { role: clerk, session } = await userWithRole(company, { home: 'view', account: 'edit', mailOutbox: 'view' });
    expect((await session.api.ok(contracts.getSettingMenu)).routes.map((route) => route.name)).toEqual(['account', 'mailOutbox']);
    await session.api.ok(contracts.listOutbox, { body: {} });

    const updated = await company.admin.api.ok(contracts.updateRole, {
      body: { id: clerk.id, version: clerk.version, menuGrants: { home: 'view', account: 'edit' } },
    });
    expect(updated.version).toBe(2);
    expect((await session.api.ok(contracts.getSettingMenu)).routes.map((route) => route.name)).toEqual(['account']);
    expect((await session.api.fail(contracts.listOutbox, { body: {} }, 403)).message).toEqual(['You do not have access to do this.']);

    // The entry says what changed, and only that.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, clerk.id), eq(auditLog.action, 'update')));
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ menuGrants: { home: 'view', account: 'edit', mailOutbox: 'view' } }, { menuGrants: { home: 'view', account: 'edit' } }],
    ]);
  });

  it('refuses a stale save, a change to the Administrator role and the deletion of a role in use', async () => {
    const company = await createCompany(t);
    const created = await company.admin.api.ok(contracts.createRole, { body: role() });
    await company.admin.api.ok(contracts.updateRole, { body: { id: created.id, version: 1, description: 'first' } });
    expect(
      (await company.admin.api.fail(contracts.updateRole, { body: { id: created.id, version: 1, description: 'second' } }, 409)).code,
    ).toBe('VERSION_CONFLICT');
    expect((await company.admin.api.ok(contracts.getRole, { params: { id: created.id } })).description).toBe('first');

    const administrator = company.roles.administrator;
    expect(
      (await company.admin.api.fail(contracts.updateRole, { body: { id: administrator, version: 1, menuGrants: {} } }, 422)).code,
    ).toBe('ROLE_LOCKED');
    expect((await company.admin.api.fail(contracts.deleteRole, { params: { id: administrator } }, 422)).code).toBe('ROLE_LOCKED');

    await createUser(t, company, { role: 'manager' });
    const inUse = await company.admin.api.fail(contracts.deleteRole, { params: { id: company.roles.manager } }, 409);
    expect(inUse).toEqual({ code: 'ROLE_IN_USE', message: ['This role still has 1 user. Move them to another role first.'] });

    await company.admin.api.ok(contracts.deleteRole, { params: { id: created.id } });
    expect((await company.admin.api.fail(contracts.getRole, { params: { id: created.id } }, 404)).code).toBe('NOT_FOUND');
  });

  it('does not let anyone grant more than they have', async () => {
    const company = await createCompany(t);
    const { session: keeper } = await userWithRole(company, { home: 'view', roles: 'edit', users: 'edit', account: 'edit' });
    const refused = await keeper.api.fail(
      contracts.createRole,
      { body: role({ menuGrants: { home: 'view', mailOutbox: 'view', companyAccount: 'edit' } }) },
      403,
    );
    expect(refused).toEqual({
      code: 'GRANT_EXCEEDS_OWN_ACCESS',
      message: ['You can only give access that you have yourself: Mail outbox, Company account.'],
    });
    const allowed = await keeper.api.ok(contracts.createRole, { body: role({ menuGrants: { home: 'view', users: 'view' } }) });
    expect(
      (await keeper.api.fail(contracts.updateRole, { body: { id: allowed.id, version: 1, menuGrants: { payrun: 'edit' } } }, 403)).code,
    ).toBe('GRANT_EXCEEDS_OWN_ACCESS');
  });

  it('shows a role only the fields the caller may see', async () => {
    const company = await createCompany(t);
    const { session } = await userWithRole(company, { home: 'view', roles: 'view' });
    const withFields = await company.admin.api.ok(contracts.createRole, {
      body: role({
        menuGrants: { home: 'view', roles: 'view' },
        fieldGrants: { public: { 'role.fieldGrants': 'none', 'role.menuGrants': 'none' }, private: {} },
      }),
    });
    await t.db.update(users).set({ roleId: withFields.id }).where(eq(users.id, session.user.userId));
    const seen = await session.api.ok(contracts.getRole, { params: { id: company.roles.manager } });
    expect(Object.keys(seen).sort()).toEqual([
      'dataScope',
      'description',
      'id',
      'locked',
      'name',
      'systemKey',
      'updatedAt',
      'userCount',
      'version',
    ]);
    expect(await session.api.ok(contracts.getMyFieldLevels, { query: { type: 'public' } })).toMatchObject({
      role: { name: 'view', menuGrants: 'none', fieldGrants: 'none' },
      user: { email: 'none' },
    });
  });

  it('reads one subtree of a role’s grants', async () => {
    const company = await createCompany(t);
    const subtree = await company.admin.api.ok(contracts.getRoleMenu, { params: { id: company.roles.hrManager, menu: 'accessLevel' } });
    expect(subtree).toEqual([
      { name: 'accessLevel', path: null, level: null, depth: 0 },
      { name: 'roles', path: '/settings/access-level/roles', level: 'view', depth: 1 },
      { name: 'permissionTemplates', path: '/settings/access-level/templates', level: 'view', depth: 1 },
      { name: 'users', path: '/settings/access-level/users', level: 'view', depth: 1 },
      { name: 'navigation', path: '/settings/access-level/navigation', level: 'view', depth: 1 },
    ]);
    expect(
      (await company.admin.api.fail(contracts.getRoleMenu, { params: { id: company.roles.hrManager, menu: 'nothing' } }, 404)).code,
    ).toBe('NOT_FOUND');
  });
});

describe('permission templates', () => {
  it('offers the four built-in templates in the caller’s language, then the company’s own', async () => {
    const company = await createCompany(t);
    const saved = await company.admin.api.ok(contracts.createPermissionTemplate, {
      body: role({ name: 'Auditor', menuGrants: { home: 'view', auditTrail: 'view' } }),
    });
    const list = await company.admin.api.ok(contracts.listPermissionTemplates, { headers: { 'accept-language': 'id' } });
    expect(list.map((template) => [template.id, template.builtIn])).toEqual([
      ['administrator', true],
      ['hrManager', true],
      ['manager', true],
      ['employee', true],
      [saved.id, false],
    ]);
    const builtIn = await company.admin.api.ok(contracts.getPermissionTemplate, { params: { id: 'employee' } });
    expect(builtIn).toMatchObject({ builtIn: true, dataScope: 'self', menuGrants: DEFAULT_ROLE_GRANTS.employee.menuGrants });
    expect(
      await company.admin.api.ok(contracts.getTemplateFieldLevels, { params: { id: saved.id }, query: { type: 'public' } }),
    ).toMatchObject({ user: { email: 'none' } });

    const updated = await company.admin.api.ok(contracts.updatePermissionTemplate, {
      body: { id: saved.id, version: 1, name: 'Auditors' },
    });
    expect(updated).toMatchObject({ name: 'Auditors', version: 2 });
    await company.admin.api.ok(contracts.deletePermissionTemplate, { params: { id: saved.id } });
    expect((await company.admin.api.ok(contracts.listPermissionTemplates)).map((template) => template.id)).toEqual([
      'administrator',
      'hrManager',
      'manager',
      'employee',
    ]);
    // Built-in templates are not the company's to change.
    expect((await company.admin.api.call(contracts.deletePermissionTemplate, { params: { id: 'employee' as never } })).status).toBe(400);
  });
});

describe('live permission change (spec §4)', () => {
  it('tells the role’s users over the real-time channel, through another server process when there is Redis', async () => {
    const env = process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : undefined;
    const sender = await t.startServer({ realtime: true, ...(env ? { env } : {}) });
    const receiver = env ? await t.startServer({ realtime: true, env }) : sender;
    const company = await createCompany(t);
    const { role: clerk, session } = await userWithRole(company, { home: 'view', account: 'edit', mailOutbox: 'view' });
    const socket = connect(receiver.url!, {
      path: '/socket.io',
      auth: { token: session.token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const received = new Promise<RealtimeMessage>((resolve) => socket.on('message', resolve));
      await sender.app.inject({
        method: 'PUT',
        url: '/api/v2/permissions',
        headers: { authorization: `Bearer ${company.admin.token}` },
        payload: { id: clerk.id, version: clerk.version, menuGrants: { home: 'view', account: 'edit' } },
      });
      expect(await received).toEqual({
        appid: 1,
        title: 'permission-change',
        extras: { companyID: company.companyId, permissionID: [clerk.id], userID: [session.user.userId] },
      });
    } finally {
      socket.disconnect();
    }
  });
});
