import type { JobDefinition } from '../../plugins/jobs.ts';
import { defineModule, type ModuleContext } from '../../platform/module.ts';
import { NO_ATTENDANCE_KIND } from '../attendance/index.ts';
import { createNoAttendanceCheck } from './attendance-calendar.no-attendance.ts';
import { registerAttendanceCalendarRoutes } from './attendance-calendar.routes.ts';
import { createScheduleReader } from './attendance-calendar.schedules.ts';
import { createAttendanceCalendarService, type AttendanceCalendarService } from './attendance-calendar.service.ts';

export type { AttendanceCalendarService } from './attendance-calendar.service.ts';

export const NO_ATTENDANCE_JOB = 'no-attendance-check';
/** How often scheduled people are checked for a missing clock-in: the threshold is met within this. */
export const NO_ATTENDANCE_EVERY_MINUTES = 5;

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendanceCalendar: AttendanceCalendarService;
  }
}

const scheduleReader = (context: ModuleContext) =>
  createScheduleReader({
    tenant: context.tenant,
    workCalendars: context.service('workCalendars'),
    workHours: context.service('employmentHistory'),
    schedulePlans: (query) => context.service('attendanceSettings').schedulePlans(query),
  });

/** Attendance › Calendar: presence and schedule events with holidays, an event's detail, availability. */
export const attendanceCalendarModule = defineModule({
  name: 'attendance-calendar',
  services: {
    attendanceCalendar: (context) =>
      createAttendanceCalendarService({
        tenant: context.tenant,
        access: context.service('access'),
        employees: { matchingEmployeeIds: (tx, input) => context.service('employees').matchingEmployeeIds(tx, input) },
        punches: context.service('attendancePunches'),
        shiftLabels: (companyId, ids) => context.service('attendanceSettings').shiftLabels(companyId, ids),
        holidays: context.service('workCalendars'),
        convertedLeave: context.service('attendanceOverwork'),
        leave: context.service('timeOffCalendar'),
        preference: (companyId) => context.service('companies').getPreference(companyId),
        schedules: scheduleReader(context),
      }),
  },
  routes: (app, context) => registerAttendanceCalendarRoutes(app, context.service('attendanceCalendar')),
  notificationKinds: [
    {
      kind: NO_ATTENDANCE_KIND,
      labelKey: 'attendanceNotices:kinds.noAttendance.label',
      descriptionKey: 'attendanceNotices:kinds.noAttendance.help',
      inApp: true,
      email: true,
    },
  ],
  jobs: (context): JobDefinition<Record<string, never>>[] => [
    {
      type: NO_ATTENDANCE_JOB,
      maxAttempts: 2,
      schedule: { everyMinutes: NO_ATTENDANCE_EVERY_MINUTES },
      run: ({ companyId }) =>
        createNoAttendanceCheck({
          tenant: context.tenant,
          clock: context.clock,
          schedules: scheduleReader(context),
          punches: context.service('attendancePunches'),
          notifications: context.service('notifications'),
        })(companyId),
    },
  ],
});
