import { defineModule } from '../../platform/module.ts';
import { registerLoansRoutes } from './loans.routes.ts';
import { createLoansService, type LoansService } from './loans.service.ts';

export type { LoanDeduction, LoansService } from './loans.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    loans: LoansService;
  }
}

/**
 * Loans and advances (Payroll › Loans). The payrun reads `instalmentsDue(companyId, { period,
 * employeeIds })` and records what it took with `deduct(tx, …)` in its own transaction.
 */
export const loansModule = defineModule({
  name: 'loans',
  services: {
    loans: (context) => createLoansService({ tenant: context.tenant, clock: context.clock, access: context.service('access') }),
  },
  routes: (app, context) => registerLoansRoutes(app, context.service('loans')),
  auditVocabulary: [
    {
      entity: 'loan',
      references: { employeeId: 'employee' },
      codes: { kind: 'loans:kinds.', status: 'loans:statuses.' },
      fieldLabels: ['loans:fields.'],
    },
  ],
});
