import { overworkThresholds } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule } from '../../platform/module.ts';
import { registerAttendanceOverworkRoutes } from './attendance-overwork.routes.ts';
import {
  createAttendanceOverworkService,
  OVERWORK_APPROVAL,
  OVERWORK_NOTIFICATION_KIND,
  type AttendanceOverworkService,
} from './attendance-overwork.service.ts';
import { createThresholdsService, type ThresholdsService } from './thresholds.service.ts';

export type { AttendanceOverworkService } from './attendance-overwork.service.ts';
export type { BandMinutes } from './attendance-overwork.rules.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendanceOverwork: AttendanceOverworkService;
    overworkThresholds: ThresholdsService;
  }
}

export const OVERWORK_DETECTION_JOB = 'overwork-detection';
/** The company's local hour the last week's days are checked: after the night shifts have ended. */
export const OVERWORK_DETECTION_HOUR = 9;

const REFERENCES = { employeeId: 'employee', targetId: 'employee', thresholdId: 'overwork-threshold' };

/**
 * Overwork (issue 14, item 7): thresholds by location and employee, overtime past them sent for
 * approval (kind 'overtime'), and approved overtime converted to time off in lieu. Other modules
 * read `convertedLeave` (time off, the calendar) and `approvedOvertime` (payroll) from its service.
 */
export const attendanceOverworkModule = defineModule({
  name: 'attendance-overwork',
  services: {
    attendanceOverwork: (context) =>
      createAttendanceOverworkService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        timesheets: context.service('timesheets'),
        approvals: context.service('approvals'),
        notifications: context.service('notifications'),
        workHours: context.service('employmentHistory'),
      }),
    overworkThresholds: (context) =>
      createThresholdsService({ tenant: context.tenant, clock: context.clock, access: context.service('access') }),
  },
  routes: (app, context) =>
    registerAttendanceOverworkRoutes(app, {
      overwork: context.service('attendanceOverwork'),
      thresholds: context.service('overworkThresholds'),
    }),
  approvalKinds: (context) => [
    {
      kind: OVERWORK_APPROVAL,
      labelKey: `approvals:kind.${OVERWORK_APPROVAL}`,
      requesterPath: () => '/clock/timesheet',
      onDecided: (tx, request, outcome) => context.service('attendanceOverwork').onDecided(tx, request, outcome),
    },
  ],
  notificationKinds: [
    {
      kind: OVERWORK_NOTIFICATION_KIND,
      labelKey: 'overworkNotices:notificationKind.label',
      descriptionKey: 'overworkNotices:notificationKind.help',
      inApp: true,
      email: false,
    },
  ],
  jobs: (context): JobDefinition<Record<string, never>>[] => [
    {
      type: OVERWORK_DETECTION_JOB,
      maxAttempts: 3,
      schedule: { dailyAtHour: OVERWORK_DETECTION_HOUR },
      async run({ companyId }) {
        return { created: await context.service('attendanceOverwork').detectRecent(companyId) };
      },
    },
  ],
  auditVocabulary: [
    { entity: 'overwork', references: REFERENCES, fieldLabels: ['attendanceOverwork:fields.'] },
    {
      entity: 'overwork-threshold',
      names: namesFromTable(overworkThresholds, overworkThresholds.name),
      references: REFERENCES,
      fieldLabels: ['attendanceOverwork:fields.'],
    },
    { entity: 'converted-leave', references: REFERENCES, fieldLabels: ['attendanceOverwork:fields.'] },
  ],
});
