import { insurancePolicies } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerInsurancePoliciesRoutes } from './insurance-policies.routes.ts';
import { createInsurancePoliciesService, type InsurancePoliciesService } from './insurance-policies.service.ts';

export type { EmployeeSchemes, InsurancePoliciesService } from './insurance-policies.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    insurancePolicies: InsurancePoliciesService;
  }
}

/**
 * Statutory scheme and insurance policies (Settings › Insurance). The payrun reads
 * `schemeParametersFor(companyId, employeeIds, date)`: per employee, the statutory scheme in force
 * with the facts `@tenaga/payroll` takes, and the private policies with their premiums.
 */
export const insurancePoliciesModule = defineModule({
  name: 'insurance-policies',
  services: {
    insurancePolicies: (context) =>
      createInsurancePoliciesService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        salaryHistory: (auth, employeeId) => context.service('employmentHistory').salaryHistory(auth, employeeId),
        selectEmployees: async (auth, input) =>
          (await context.service('employees').paymentOptions(auth, { filter: input.filter, on: input.on })).map((option) => option.id),
      }),
  },
  routes: (app, context) => registerInsurancePoliciesRoutes(app, context.service('insurancePolicies')),
  auditVocabulary: [
    {
      entity: 'insurancePolicy',
      names: namesFromTable(insurancePolicies, insurancePolicies.name),
      codes: { kind: 'insurancePolicies:kinds.', treatment: 'insurancePolicies:treatments.' },
      fieldLabels: ['insurancePolicies:fields.'],
    },
    {
      entity: 'insuranceAssignment',
      references: { employeeId: 'employee', policyId: 'insurancePolicy' },
      fieldLabels: ['insurancePolicies:fields.'],
    },
  ],
});
