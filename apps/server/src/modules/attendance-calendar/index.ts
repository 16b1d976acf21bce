import { defineModule } from '../../platform/module.ts';
import { registerAttendanceCalendarRoutes } from './attendance-calendar.routes.ts';
import { createScheduleReader } from './attendance-calendar.schedules.ts';
import { createAttendanceCalendarService, type AttendanceCalendarService } from './attendance-calendar.service.ts';

export type { AttendanceCalendarService } from './attendance-calendar.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendanceCalendar: AttendanceCalendarService;
  }
}

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
        schedules: createScheduleReader({
          tenant: context.tenant,
          workCalendars: context.service('workCalendars'),
          workHours: context.service('employmentHistory'),
          schedulePlans: (query) => context.service('attendanceSettings').schedulePlans(query),
        }),
      }),
  },
  routes: (app, context) => registerAttendanceCalendarRoutes(app, context.service('attendanceCalendar')),
});
