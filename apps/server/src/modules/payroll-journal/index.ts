import { defineModule } from '../../platform/module.ts';
import { registerPayrollJournalRoutes } from './payroll-journal.routes.ts';
import { createPayrollJournalService, EXPORT_ENTITY, SETTINGS_ENTITY, type PayrollJournalService } from './payroll-journal.service.ts';

export type { PayrollJournalService } from './payroll-journal.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payrollJournal: PayrollJournalService;
  }
}

/**
 * The payroll journal (Settings › Payrun setting › Journal accounts; the payrun summary's Journal;
 * issue 17 item 7): the company's account codes per payrun line code, and each run as balanced
 * accounting entries per cost centre, exported as CSV or xlsx. It reads the run's lines, the
 * people's departments and sites and the pay item policies (written by payruns, employees,
 * organisation and pay items) and writes only its settings.
 */
export const payrollJournalModule = defineModule({
  name: 'payroll-journal',
  services: {
    payrollJournal: (context) =>
      createPayrollJournalService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
      }),
  },
  routes: (app, context) => registerPayrollJournalRoutes(app, context.service('payrollJournal')),
  auditVocabulary: [{ entity: SETTINGS_ENTITY, fieldLabels: ['payrollJournal:fields.'] }, { entity: EXPORT_ENTITY }],
});
