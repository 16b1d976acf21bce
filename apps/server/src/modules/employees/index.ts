import { defineModule } from '../../platform/module.ts';
import { companyProfile } from '../companies/index.ts';
import type { HomeFact } from '../home/index.ts';
import { employeeCustomRecords } from './employees.custom-records.ts';
import { customFieldFilterCategory } from './employees.custom-values.ts';
import { builtInFilterCategories } from './employees.filter-categories.ts';
import { createEmployeeFilters, type EmployeeFilterCategoryDefinition } from './employees.filters.ts';
import { createEmployeeImporter } from './employees.importer.ts';
import { employeeExportJob } from './employees.jobs.ts';
import { registerEmployeesRoutes } from './employees.routes.ts';
import { workforceCounts } from './employees.list.repository.ts';
import { createEmployeesService, type EmployeesService } from './employees.service.ts';
import { reachOf } from './employees.rules.ts';

export { employeeExists } from './employees.repository.ts';
export type { EmployeesService } from './employees.service.ts';
export type { EmployeeFilterCategoryDefinition, FilterConditionContext } from './employees.filters.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    employees: EmployeesService;
  }
  interface ModuleRegistries {
    /** The employee list's advanced filter categories: how a rule filters, and what the panel offers. */
    employeeFilterCategories: EmployeeFilterCategoryDefinition;
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
        jobs: context.jobs,
        totals: { writes: context.caches.writes, cache: context.caches.create() },
        filters: createEmployeeFilters(context.registry('employeeFilterCategories')),
        organisation: context.service('organisation'),
        clientContracts: context.service('clientContracts'),
      }),
  },
  routes: (app, context) => registerEmployeesRoutes(app, context.service('employees')),
  jobs: (context) => [
    employeeExportJob({
      translate: context.translate,
      clock: context.clock,
      files: context.service('files'),
      filters: createEmployeeFilters(context.registry('employeeFilterCategories')),
    }),
  ],
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
  employeeFilterCategories: (context) => [
    ...builtInFilterCategories({ organisation: context.service('organisation'), clientContracts: context.service('clientContracts') }),
    customFieldFilterCategory,
  ],
  customFieldRecords: (context) => [employeeCustomRecords({ employees: context.service('employees') })],
});
