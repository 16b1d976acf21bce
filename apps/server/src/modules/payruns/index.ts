import { PAYRUN_JOB_TYPE } from '@tenaga/contracts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import { registerPayrunsRoutes } from './payruns.routes.ts';
import { createPayrunsService, type PayrunJobPayload, type PayrunsService } from './payruns.service.ts';

export type { PayrunsService } from './payruns.service.ts';
export { employeeIdsReached, employeeReached, payslipReach, type PayslipReach } from './payruns.reach.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payruns: PayrunsService;
  }
}

/**
 * The payrun (Payroll › Payrun, Payrun summary, Payrun archive; issue 17): a period computed as a
 * background job from the salary, pay items, loans and the statutory engine, then approved, paid
 * and locked. It reads other modules through their public faces: `payItemsFor` (pay items),
 * `instalmentsDue` and `deduct` (loans), `schemeParametersFor` (insurance policies), `unpaidDaysFor` and
 * `encashmentsFor` (time off), `workingDays` (work calendars).
 */
export const payrunsModule = defineModule({
  name: 'payruns',
  services: {
    payruns: (context) =>
      createPayrunsService({
        tenant: context.tenant,
        clock: context.clock,
        jobs: context.jobs,
        realtime: context.realtime,
        access: context.service('access'),
        payItemsFor: (companyId, input) => context.service('payItems').payItemsFor(companyId, input),
        instalmentsDue: (companyId, input) => context.service('loans').instalmentsDue(companyId, input),
        deductLoans: (tx, companyId, actor, input) => context.service('loans').deduct(tx, companyId, actor, input),
        schemeParametersFor: (companyId, employeeIds, date) =>
          context.service('insurancePolicies').schemeParametersFor(companyId, employeeIds, date),
        unpaidDaysFor: (companyId, employeeIds, from, to) =>
          context.service('timeOffLedger').unpaidDaysFor(companyId, employeeIds, from, to),
        encashmentsFor: (companyId, from, to) => context.service('timeOffLedger').encashmentsFor(companyId, from, to),
        workingDaysOf: async (companyId, employeeIds, from, to) => {
          const days = await context.service('workCalendars').workingDays(companyId, { employeeIds, from, to, wholeRange: true });
          return new Map([...days].map(([employeeId, found]) => [employeeId, found.days]));
        },
      }),
  },
  routes: (app, context) => registerPayrunsRoutes(app, context.service('payruns')),
  jobs: (context): JobDefinition<PayrunJobPayload>[] => [
    {
      type: PAYRUN_JOB_TYPE,
      // A job whose process ended runs again (the run is rewritten batch by batch); after the last attempt the run fails.
      maxAttempts: 3,
      run: (job) => context.service('payruns').calculate(job),
      failed: ({ companyId, payload }) => context.service('payruns').failRun(companyId, payload.payrunId, 'payruns:failures.interrupted|'),
    },
  ],
  auditVocabulary: [{ entity: 'payrun', codes: { status: 'payruns:statuses.' }, fieldLabels: ['payruns:fields.'] }],
});
