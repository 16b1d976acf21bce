import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import type { AuditVocabulary } from '../../lib/audit.ts';
import type { NotificationKind } from '../notifications/index.ts';
import { employeeFields } from './employee-records.access.ts';
import { registerEmployeeRecordsRoutes } from './employee-records.routes.ts';
import { createEmploymentHistoryService, type EmploymentHistoryService } from './employment-history.service.ts';
import { createIdentificationsService, IDENTIFICATION_EXPIRY_KIND, type IdentificationsService } from './identifications.service.ts';

export type { EmploymentHistoryService } from './employment-history.service.ts';
export type { IdentificationsService } from './identifications.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    identifications: IdentificationsService;
    employmentHistory: EmploymentHistoryService;
  }
}

export const IDENTIFICATION_REMINDERS_JOB = 'identification-reminders';
/** The company's local hour the expiry reminders go out each day, with the other morning reminders. */
export const IDENTIFICATION_REMINDERS_HOUR = 7;

/** Sends the company's expiry reminders; queued daily per company, and running it again sends nothing twice. */
function identificationRemindersJob(service: Pick<IdentificationsService, 'sendExpiryReminders'>): JobDefinition<Record<string, never>> {
  return {
    type: IDENTIFICATION_REMINDERS_JOB,
    schedule: { dailyAtHour: IDENTIFICATION_REMINDERS_HOUR },
    maxAttempts: 3,
    async run({ companyId }) {
      return { sent: await service.sendExpiryReminders(companyId) };
    },
  };
}

const NOTIFICATION_KINDS: NotificationKind[] = [
  {
    kind: IDENTIFICATION_EXPIRY_KIND,
    labelKey: 'employeeRecords:notificationKinds.identificationExpiring',
    descriptionKey: 'employeeRecords:notificationKinds.identificationExpiringHelp',
    inApp: true,
    email: true,
  },
];

/** How the audit trail names these records' fields (their labels are the sections' own). */
const AUDIT_VOCABULARY: AuditVocabulary[] = [
  {
    entity: 'employeeIdentification',
    fieldLabels: ['employeeRecords:identifications.fields.'],
    codes: { documentType: 'reference:identificationTypes.' },
  },
  {
    entity: 'employeeServicePeriod',
    fieldLabels: ['employeeRecords:hiringDates.fields.'],
    codes: { continuity: 'employeeRecords:hiringDates.continuity.' },
  },
  { entity: 'employeeWorkHours', fieldLabels: ['employeeRecords:workHours.fields.'] },
];

/**
 * Employee records kept over time: identification documents (with their expiry reminders),
 * earlier periods of employment, the salary history and the working hours — sections of the profile.
 */
export const employeeRecordsModule = defineModule({
  name: 'employee-records',
  services: {
    identifications: (context) =>
      createIdentificationsService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        employees: context.service('employees'),
        notifications: context.service('notifications'),
      }),
    employmentHistory: (context) =>
      createEmploymentHistoryService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        employees: context.service('employees'),
      }),
  },
  routes: (app, context) =>
    registerEmployeeRecordsRoutes(app, {
      identifications: context.service('identifications'),
      history: context.service('employmentHistory'),
      fields: (auth, employeeId) => employeeFields({ access: context.service('access') }, auth, employeeId),
    }),
  notificationKinds: NOTIFICATION_KINDS,
  auditVocabulary: AUDIT_VOCABULARY,
  jobs: (context) => [identificationRemindersJob(context.service('identifications'))],
});
