import { defineModule, type ModuleContext } from '../../platform/module.ts';
import { companyProfile } from '../companies/index.ts';
import type { HomeFact } from '../home/index.ts';
import { employeeAuditVocabulary } from './employees.audit.ts';
import { employeeCustomRecords } from './employees.custom-records.ts';
import { customFieldFilterCategory } from './employees.custom-values.ts';
import { bankAccountChangeKind } from './employees.bank-approval.ts';
import { BANK_ACCOUNT_CHANGE_KIND, createBankChangeNotice } from './employees.bank-change.ts';
import { builtInFilterCategories } from './employees.filter-categories.ts';
import { createEmployeeFilters, type EmployeeFilterCategoryDefinition } from './employees.filters.ts';
import { createEmployeeImporter } from './employees.importer.ts';
import { createEmployeeExporter } from './employees.jobs.ts';
import { registerEmployeesRoutes } from './employees.routes.ts';
import { workforceCounts } from './employees.list.repository.ts';
import type { EmployeeCreationPart } from './employees.create.ts';
import { createEmployeesService, type EmployeesService } from './employees.service.ts';
import { reachOf } from './employees.rules.ts';

export { employeeExists } from './employees.repository.ts';
export { approvalFacts, departmentMemberIds, employeeNames, managerAbove, teamMemberIds } from './employees.approval-facts.ts';
export { employmentCalendarFacts, type EmploymentCalendarFacts } from './employees.calendar-facts.ts';
export { writeSalary } from './employees.salary-write.ts';
export { employmentTermsFacts, passExpiries, workingEmployeesFacts, type EmploymentTermsFacts } from './employees.terms-facts.ts';
export type { EmployeesService } from './employees.service.ts';
export type { EmployeeCreationPart } from './employees.create.ts';
export type { EmployeeFilterCategoryDefinition, FilterConditionContext } from './employees.filters.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    employees: EmployeesService;
  }
  interface ModuleRegistries {
    /** The employee list's advanced filter categories: how a rule filters, and what the panel offers. */
    employeeFilterCategories: EmployeeFilterCategoryDefinition;
    /** What other modules add to a new employee in its transaction (time off: the leave profile). */
    employeeCreationParts: EmployeeCreationPart;
  }
}

/**
 * The dashboard's workforce: employees active and archived today, among those the caller's employee
 * list shows (the company, or their team); nothing for whoever sees only their own record.
 */
const workforceFacts: HomeFact = {
  async read(tx, { companyId, caller }) {
    const { menuGrants, dataScope } = caller.access;
    const reach = reachOf({ menuGrants, dataScope, employeeId: caller.auth.employeeId, level: 'view' });
    if (reach.kind !== 'all' && reach.kind !== 'team') return { workforce: null };
    const workforce = await workforceCounts(tx, companyId, { timezone: (await companyProfile(tx, companyId)).timezone, reach });
    return { workforce: { scope: reach.kind === 'all' ? 'company' : 'team', ...workforce } };
  },
};

/** The list's exports: at once when small (the service), else as the export job. */
const exporterOf = (context: ModuleContext) =>
  createEmployeeExporter({
    translate: context.translate,
    clock: context.clock,
    files: context.service('files'),
    filters: createEmployeeFilters(context.registry('employeeFilterCategories')),
    reference: context.service('reference'),
  });

/** Employee records: the list, the profile's sections, family, photo, deployments, archive, export. */
export const employeesModule = defineModule({
  name: 'employees',
  services: {
    employees: (context) =>
      createEmployeesService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
        users: context.service('users'),
        notifications: context.service('notifications'),
        // Approvals routes by this module's advanced filter, so it is reached when a change is sent, not when this service is made.
        approvals: {
          submit: (tx, input) => context.service('approvals').submit(tx, input),
          cancel: (tx, input) => context.service('approvals').cancel(tx, input),
        },
        bankName: (code) => context.service('reference').codeLabel({ list: 'banks', value: code, language: 'en' }),
        jobs: context.jobs,
        totals: { writes: context.caches.writes, cache: context.caches.create() },
        filters: createEmployeeFilters(context.registry('employeeFilterCategories')),
        creationParts: () => context.registry('employeeCreationParts'),
        organisation: context.service('organisation'),
        clientContracts: context.service('clientContracts'),
        exporter: exporterOf(context),
      }),
  },
  routes: (app, context) => registerEmployeesRoutes(app, context.service('employees')),
  jobs: (context) => [exporterOf(context).job],
  importers: (context) => [
    createEmployeeImporter({
      translate: context.translate,
      reference: context.service('reference'),
      countries: context.service('countries'),
      access: context.service('access'),
      organisation: context.service('organisation'),
      clientContracts: context.service('clientContracts'),
    }),
  ],
  homeFacts: [workforceFacts],
  // Where an employee's pay goes is a matter for whoever keeps payroll: in the app and by mail unless they opt out.
  notificationKinds: [
    {
      kind: BANK_ACCOUNT_CHANGE_KIND,
      labelKey: 'employees:bankChange.kind',
      descriptionKey: 'employees:bankChange.kindHelp',
      inApp: true,
      email: true,
    },
  ],
  // An employee's own bank account change, when the company's preference sends it for approval.
  approvalKinds: (context) => [
    bankAccountChangeKind({
      clock: context.clock,
      notice: createBankChangeNotice({
        access: context.service('access'),
        users: context.service('users'),
        notifications: context.service('notifications'),
      }),
    }),
  ],
  employeeFilterCategories: (context) => [
    ...builtInFilterCategories({
      organisation: context.service('organisation'),
      clientContracts: context.service('clientContracts'),
      reference: context.service('reference'),
    }),
    customFieldFilterCategory,
  ],
  customFieldRecords: (context) => [employeeCustomRecords({ employees: context.service('employees') })],
  auditVocabulary: (context) => employeeAuditVocabulary(context.service('reference')),
});
