import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import { writeSalary } from '../employees/index.ts';
import { registerSalaryIncrementsRoutes } from './salary-increments.routes.ts';
import { createSalaryIncrementsService, INCREMENT_APPROVAL, type SalaryIncrementsService } from './salary-increments.service.ts';

export type { SalaryIncrementsService } from './salary-increments.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    salaryIncrements: SalaryIncrementsService;
  }
}

export const SALARY_INCREMENTS_DUE_JOB = 'salary-increments-due';
/** The company's local hour the scheduled increments of the day go into force: before anyone works. */
export const SALARY_INCREMENTS_DUE_HOUR = 0;

/**
 * Salary increments (issue 16, item 4; Payroll › Benefits and salary adjustment): dated increments
 * through the approval workflow for salary increments, bulk increments after a preview, each in
 * force from its date in the employee's salary history (the employees module's `writeSalary`).
 */
export const salaryIncrementsModule = defineModule({
  name: 'salary-increments',
  services: {
    salaryIncrements: (context) =>
      createSalaryIncrementsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        approvals: context.service('approvals'),
        writeSalary,
        selectEmployees: async (auth, input) =>
          (await context.service('employees').paymentOptions(auth, { filter: input.filter, on: input.on })).map((option) => option.id),
      }),
  },
  routes: (app, context) => registerSalaryIncrementsRoutes(app, context.service('salaryIncrements')),
  approvalKinds: (context) => [
    {
      kind: INCREMENT_APPROVAL,
      labelKey: `approvals:kind.${INCREMENT_APPROVAL}`,
      onDecided: (tx, request, outcome) => context.service('salaryIncrements').onDecided(tx, request, outcome),
    },
  ],
  jobs: (context): JobDefinition<Record<string, never>>[] => [
    {
      type: SALARY_INCREMENTS_DUE_JOB,
      maxAttempts: 3,
      schedule: { dailyAtHour: SALARY_INCREMENTS_DUE_HOUR },
      async run({ companyId }) {
        return { applied: await context.service('salaryIncrements').applyDue(companyId) };
      },
    },
  ],
  auditVocabulary: [
    {
      entity: 'salaryIncrement',
      references: { employeeId: 'employee' },
      codes: { kind: 'salaryIncrements:kinds.', status: 'salaryIncrements:statuses.' },
      fieldLabels: ['salaryIncrements:fields.'],
    },
  ],
});
