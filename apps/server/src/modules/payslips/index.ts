import { AppError } from '../../lib/app-error.ts';
import { defineModule } from '../../platform/module.ts';
import { registerPayslipsRoutes } from './payslips.routes.ts';
import { emailJob } from './payslips.email.ts';
import { runFileJob } from './payslips.run-file.ts';
import { createPayslipsService, type PayslipsService } from './payslips.service.ts';

export type { PayslipsService } from './payslips.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    payslips: PayslipsService;
  }
}

/**
 * Payslips (Settings › Payslip setting and templates; the payslips on /profile and the payrun
 * summary; issue 17 item 5): the payrun's payslips as PDF documents, a run's in one file written by
 * a background job. It reads the run through the payruns service (`get`, `payslipDocuments`,
 * `payslipsOfEmployee`), the logo through the companies' and keeps the run file through the files'.
 */
export const payslipsModule = defineModule({
  name: 'payslips',
  services: {
    payslips: (context) =>
      createPayslipsService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
        payruns: context.service('payruns'),
        jobs: context.jobs,
        mailer: context.mailer,
        logo: async (companyId) => {
          try {
            return await context.service('companyLogo').get(companyId);
          } catch (error) {
            if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
            throw error;
          }
        },
      }),
  },
  routes: (app, context) => registerPayslipsRoutes(app, context.service('payslips')),
  jobs: (context) => [
    runFileJob({ payslips: () => context.service('payslips'), files: context.service('files') }),
    emailJob({ payslips: () => context.service('payslips') }),
  ],
  auditVocabulary: [
    {
      entity: 'payslipSetting',
      codes: { language: 'payslips:languageRules.', protection: 'payslips:protections.' },
      fieldLabels: ['payslips:fields.'],
    },
    { entity: 'payslipTemplate', fieldLabels: ['payslips:fields.'] },
  ],
});
