import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import type { NotificationKind } from '../notifications/index.ts';
import { registerEmploymentTermsRoutes } from './employment-terms.routes.ts';
import { createEmploymentTermsService, type EmploymentTermsService } from './employment-terms.service.ts';

export type { EmploymentTermsService } from './employment-terms.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    employmentTerms: EmploymentTermsService;
  }
}

export const EMPLOYMENT_REMINDERS_JOB = 'employment-reminders';
/** The company's local hour the reminders go out each day: in the morning, when HR reads them. */
export const EMPLOYMENT_REMINDERS_HOUR = 7;

/** Sends the company's due reminders; queued daily per company, and running it again sends nothing twice. */
function employmentRemindersJob(terms: Pick<EmploymentTermsService, 'sendDueReminders'>): JobDefinition<Record<string, never>> {
  return {
    type: EMPLOYMENT_REMINDERS_JOB,
    schedule: { dailyAtHour: EMPLOYMENT_REMINDERS_HOUR },
    maxAttempts: 3,
    async run({ companyId }) {
      return { sent: await terms.sendDueReminders(companyId) };
    },
  };
}

const NOTIFICATION_KINDS: NotificationKind[] = [
  {
    kind: 'employmentContractEnding',
    labelKey: 'employmentTerms:notificationKinds.contractEnd',
    descriptionKey: 'employmentTerms:notificationKinds.contractEndHelp',
    inApp: true,
    email: true,
  },
  {
    kind: 'probationEnding',
    labelKey: 'employmentTerms:notificationKinds.probationEnd',
    descriptionKey: 'employmentTerms:notificationKinds.probationEndHelp',
    inApp: true,
    email: true,
  },
  {
    kind: 'ketsOverdue',
    labelKey: 'employmentTerms:notificationKinds.ketsOverdue',
    descriptionKey: 'employmentTerms:notificationKinds.ketsOverdueHelp',
    inApp: true,
    email: true,
  },
];

/**
 * Employment terms: the employment contract section of the profile, the key employment terms
 * (Settings › Kets setting and the KETs section with its PDF), and their reminders.
 */
export const employmentTermsModule = defineModule({
  name: 'employment-terms',
  services: {
    employmentTerms: (context) =>
      createEmploymentTermsService({
        tenant: context.tenant,
        clock: context.clock,
        translate: context.translate,
        access: context.service('access'),
        employees: context.service('employees'),
        notifications: context.service('notifications'),
      }),
  },
  routes: (app, context) => registerEmploymentTermsRoutes(app, context.service('employmentTerms')),
  notificationKinds: NOTIFICATION_KINDS,
  jobs: (context) => [employmentRemindersJob(context.service('employmentTerms'))],
});
