import { attendanceSettings, shifts } from '../../db/schema/index.ts';
import { namesFromTable } from '../../lib/audit.ts';
import { defineModule } from '../../platform/module.ts';
import { registerAttendanceSettingsRoutes } from './attendance-settings.routes.ts';
import { createAttendanceSettingsService, type AttendanceSettingsService } from './attendance-settings.service.ts';

/** The timesheet reads settings and rosters through `schedulePlans` (a SchedulePlansReader of @tenaga/domain). */
export type { AttendanceSettingsService } from './attendance-settings.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendanceSettings: AttendanceSettingsService;
  }
}

const references = { employeeId: 'employee', settingId: 'attendanceSetting', shiftId: 'shift' };

/** Attendance settings (full time, part time, assignment), shifts, rosters and the roster grid. */
export const attendanceSettingsModule = defineModule({
  name: 'attendance-settings',
  services: {
    attendanceSettings: (context) =>
      createAttendanceSettingsService({ tenant: context.tenant, clock: context.clock, access: context.service('access') }),
  },
  routes: (app, context) => registerAttendanceSettingsRoutes(app, context.service('attendanceSettings')),
  auditVocabulary: [
    {
      entity: 'attendanceSetting',
      names: namesFromTable(attendanceSettings, attendanceSettings.name),
      fieldLabels: ['attendanceSettings:fields.'],
    },
    { entity: 'attendanceSettingAssignment', references, fieldLabels: ['attendanceSettings:fields.'] },
    { entity: 'shift', names: namesFromTable(shifts, shifts.name), fieldLabels: ['attendanceSettings:shiftFields.'] },
    { entity: 'rosterAssignment', references, fieldLabels: ['attendanceSettings:rosterFields.'] },
    { entity: 'rosterOverride', references, fieldLabels: ['attendanceSettings:rosterFields.'] },
  ],
});
