import { defineApiModule } from '../api-module.ts';

/**
 * Attendance settings and shifts (issue 14, items 3 and 4): the settings a timesheet counts with,
 * shifts, rosters and the roster grid. The routes are in the files beside this one.
 */
export * from './attendance-settings/setting-schema.ts';
export * from './attendance-settings/settings.ts';
export * from './attendance-settings/shifts.ts';

/** The menu items this module serves, and the employee's own roster. */
export const attendanceSettingsApi = defineApiModule({
  name: 'attendanceSettings',
  menu: ['attendanceFullTime', 'attendancePartTime', 'attendanceAssignment', 'shiftPolicy', 'shiftAssignment', 'shifts'],
  records: [{ name: 'myRoster', path: '/my-roster', under: 'home' }],
});
