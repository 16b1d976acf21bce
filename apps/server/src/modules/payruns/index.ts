import { PAYRUN_JOB_TYPE } from '@tenaga/contracts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import type { ModuleContext } from '../../platform/module.ts';
import type { FormulaReads } from './payruns.formulas.ts';
import { registerPayrunsRoutes } from './payruns.routes.ts';
import { createPayrunsService, type PayrunJobPayload, type PayrunsService } from './payruns.service.ts';

export type { PayrunsService } from './payruns.service.ts';
export { employeeIdsReached, employeeReached, payslipReach, type PayslipReach } from './payruns.reach.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payruns: PayrunsService;
  }
}

/** What the run's payment formulas read, each for many people at once, through the modules' services. */
function formulaReads(context: ModuleContext): FormulaReads {
  return {
    formulasForRun: (companyId, input) => context.service('paymentFormulas').formulasForRun(companyId, input),
    async timesheetsOf(companyId, employeeIds, from, to) {
      const computed = await context.service('timesheets').companyTimesheets(companyId, { from, to, employeeIds });
      return new Map(
        computed.map(({ person, timesheet }) => [
          person.id,
          { totals: timesheet.totals, daysWorked: timesheet.days.filter((day) => day.workedMinutes > 0).length },
        ]),
      );
    },
    approvedOvertimeOf: (companyId, employeeIds, from, to) =>
      context.service('attendanceOverwork').approvedOvertime(companyId, employeeIds, from, to),
    workHoursOf: (companyId, employeeIds) => context.service('employmentHistory').workHoursFor(companyId, employeeIds),
    async workingDaysOf(companyId, employeeIds, from, to) {
      const days = await context.service('workCalendars').workingDays(companyId, { employeeIds, from, to });
      return new Map([...days].map(([employeeId, found]) => [employeeId, found.days]));
    },
    async customValuesOf(companyId, employeeIds) {
      const { fields, values } = await context.service('customFields').numericEmployeeValues(companyId, employeeIds);
      const names = new Map(fields.map((field) => [field.id, field.propertyName]));
      return new Map(
        [...values].map(([employeeId, own]) => [
          employeeId,
          new Map([...own].flatMap(([fieldId, value]) => (names.has(fieldId) ? [[names.get(fieldId)!, value] as const] : []))),
        ]),
      );
    },
  };
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
        incentivesDue: (companyId, input) => context.service('incentives').dueFor(companyId, input),
        encashmentsFor: (companyId, from, to) => context.service('timeOffLedger').encashmentsFor(companyId, from, to),
        workingDaysOf: async (companyId, employeeIds, from, to) => {
          const days = await context.service('workCalendars').workingDays(companyId, { employeeIds, from, to, wholeRange: true });
          return new Map([...days].map(([employeeId, found]) => [employeeId, found.days]));
        },
        formulas: formulaReads(context),
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
