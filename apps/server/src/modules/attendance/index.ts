import { defineModule } from '../../platform/module.ts';
import { ABSENCE_ENTITY, createAbsences, type Absences } from './attendance.absences.ts';
import { rolesGranting } from '../access/index.ts';
import { createOutsideAlert, OUTSIDE_ALERT_KIND, type HrAccounts } from './attendance.alerts.ts';
import { createPunchCorrections, type PunchCorrections } from './attendance.corrections.ts';
import { createDeviceImport, type DeviceImport } from './attendance.device-import.ts';
import { assertPeriodsOpen, createAttendancePeriods, PERIOD_ENTITY, type AttendancePeriods } from './attendance.periods.ts';
import { registerPeriodRoutes } from './attendance.periods.routes.ts';
import { createPowerEditWrites, type PowerEditWrites } from './attendance.power-edit.ts';
import { registerAttendanceRoutes } from './attendance.routes.ts';
import { createPunchReads, type PunchReads } from './attendance.punch-reads.ts';
import { createAttendanceService, type AttendanceService } from './attendance.service.ts';
import { createSiteSettings } from './attendance.site-settings.ts';
import { registerTimesheetRoutes } from './attendance.timesheet.routes.ts';
import { createTimesheetService, type TimesheetService } from './attendance.timesheet.service.ts';

export type { AttendanceService } from './attendance.service.ts';
export type { Absences, SettledAbsence } from './attendance.absences.ts';
export { accountsOfEmployees, claimAlert, managerOf, NO_ATTENDANCE_KIND } from './attendance.alerts.ts';
export { noAttendanceMinutes } from './attendance.site-settings.ts';
export type { EmployeePunch, PunchReads } from './attendance.punch-reads.ts';
/** How a timesheet schedules someone without a roster or a setting of their own (the calendar shows the same). */
export { defaultSetting, fixedHoursShift, workWeekOf } from './attendance.timesheet.rules.ts';
export type { MissingPunch, PunchCorrections, PunchDetail } from './attendance.corrections.ts';
export type { GridView, ResolveView, TimesheetService } from './attendance.timesheet.service.ts';
export type { AttendancePeriods } from './attendance.periods.ts';
export type { DayEdit, PowerEditWrites, SeenPunch } from './attendance.power-edit.ts';
/** For another module's write that changes a timesheet (a resolution of a day): refused in a locked period, inside its transaction. */
export { assertPeriodsOpen };
export type { ComputedTimesheet } from './attendance.timesheet.compute.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendance: AttendanceService;
    timesheets: TimesheetService;
    /** Punches as other modules show them (the attendance calendar). */
    attendancePunches: PunchReads;
    punchCorrections: PunchCorrections;
    deviceImport: DeviceImport;
    /**
     * The company's attendance (pay) periods: `periodFor(companyId, date)` (attendancePeriodFor) and
     * `lockPeriod(companyId, actor, { date, by: 'payroll' })` for the payrun, locks and adjustments.
     */
    attendancePeriods: AttendancePeriods;
    /** Attendance › Power edit's writes: one employee's days in one transaction. */
    powerEditWrites: PowerEditWrites;
    /** How absences were settled (Resolve, the timesheet's day); `absencesFor` is the payrun's read. */
    attendanceAbsences: Absences;
  }
}

/** Clocking in and out (web, QR code, offline), sites' geofences, timezones and proofs; timesheets. */
export const attendanceModule = defineModule({
  name: 'attendance',
  services: {
    attendance: (context) => {
      // HR: whoever resolves attendance for the whole company.
      const hrAccounts: HrAccounts = async (tx, companyId) =>
        context
          .service('users')
          .activeAccountsWithRoles(tx, companyId, await rolesGranting(tx, companyId, { menu: 'attendanceResolve', level: 'edit' }));
      return createAttendanceService({
        tenant: context.tenant,
        clock: context.clock,
        files: context.service('files'),
        outsideAlert: createOutsideAlert({ hrAccounts, notifications: context.service('notifications') }),
      });
    },
    attendancePunches: (context) => createPunchReads({ tenant: context.tenant, files: context.service('files') }),
    // HR's missing punches and reviews of flagged ones (Attendance › Resolve).
    punchCorrections: (context) => createPunchCorrections({ tenant: context.tenant, clock: context.clock }),
    // Punches from biometric terminals' attendance logs (Attendance › Resolve).
    deviceImport: (context) => createDeviceImport({ tenant: context.tenant, clock: context.clock, translate: context.translate }),
    attendancePeriods: (context) => createAttendancePeriods({ tenant: context.tenant, clock: context.clock }),
    powerEditWrites: (context) => createPowerEditWrites({ tenant: context.tenant, clock: context.clock }),
    attendanceAbsences: (context) =>
      createAbsences({ tenant: context.tenant, clock: context.clock, timesheets: context.service('timesheets') }),
    timesheets: (context) =>
      createTimesheetService({
        tenant: context.tenant,
        adjustments: (companyId, input) => context.service('attendancePeriods').adjustments(companyId, input),
        adjustmentsOfMany: (companyId, input) => context.service('attendancePeriods').adjustmentsOfMany(companyId, input),
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
    registerAttendanceRoutes(app, {
      attendance: context.service('attendance'),
      deviceImport: context.service('deviceImport'),
      siteSettings: createSiteSettings({ tenant: context.tenant, clock: context.clock, mapTiles: context.env.mapTiles }),
    });
    registerTimesheetRoutes(app, context.service('timesheets'), context.service('attendanceAbsences'), context.translate);
    registerPeriodRoutes(app, context.service('attendancePeriods'));
  },
  notificationKinds: [
    {
      kind: OUTSIDE_ALERT_KIND,
      labelKey: 'attendanceNotices:kinds.outside.label',
      descriptionKey: 'attendanceNotices:kinds.outside.help',
      inApp: true,
      email: false,
    },
  ],
  auditVocabulary: [
    { entity: 'attendanceEvent', references: { siteId: 'site' }, fieldLabels: ['attendance:audit.fields.'] },
    { entity: PERIOD_ENTITY, fieldLabels: ['attendance:audit.fields.'] },
    { entity: 'attendancePeriodSetting', fieldLabels: ['attendance:audit.fields.'] },
    { entity: 'attendanceAdjustment', references: { employeeId: 'employee' }, fieldLabels: ['attendance:audit.fields.'] },
    {
      entity: ABSENCE_ENTITY,
      references: { employeeId: 'employee' },
      codes: { kind: 'attendance:absences.kinds.' },
      fieldLabels: ['attendance:audit.fields.'],
    },
  ],
});
