import { defineModule } from '../../platform/module.ts';
import { registerAttendanceRoutes } from './attendance.routes.ts';
import { createAttendanceService, type AttendanceService } from './attendance.service.ts';
import { registerTimesheetRoutes } from './attendance.timesheet.routes.ts';
import { createTimesheetService, type TimesheetService } from './attendance.timesheet.service.ts';

export type { AttendanceService } from './attendance.service.ts';
export type { TimesheetService } from './attendance.timesheet.service.ts';
export type { ComputedTimesheet } from './attendance.timesheet.compute.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendance: AttendanceService;
    timesheets: TimesheetService;
  }
}

/** Clocking in and out (web, QR code, offline), sites' geofences, timezones and proofs; timesheets. */
export const attendanceModule = defineModule({
  name: 'attendance',
  services: {
    attendance: (context) => createAttendanceService({ tenant: context.tenant, clock: context.clock }),
    timesheets: (context) =>
      createTimesheetService({
        tenant: context.tenant,
        clock: context.clock,
        access: context.service('access'),
        workCalendars: context.service('workCalendars'),
        workHours: context.service('employmentHistory'),
        // Each employee's attendance setting and roster (Settings › Attendance setting, Settings › Shift);
        // an employee without either counts with the country's default and fixed hours on the calendar.
        schedulePlans: (query) => context.service('attendanceSettings').schedulePlans(query),
      }),
  },
  routes: (app, context) => {
    registerAttendanceRoutes(app, context.service('attendance'));
    registerTimesheetRoutes(app, context.service('timesheets'), context.translate);
  },
  auditVocabulary: [{ entity: 'attendanceEvent', references: { siteId: 'site' }, fieldLabels: ['attendance:audit.fields.'] }],
});
