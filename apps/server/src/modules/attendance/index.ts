import { defineModule } from '../../platform/module.ts';
import { registerAttendanceRoutes } from './attendance.routes.ts';
import { createAttendanceService, type AttendanceService } from './attendance.service.ts';

export type { AttendanceService } from './attendance.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendance: AttendanceService;
  }
}

/** Clocking in and out (web, QR code, offline), sites' geofences, timezones and proofs. */
export const attendanceModule = defineModule({
  name: 'attendance',
  services: {
    attendance: (context) => createAttendanceService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => registerAttendanceRoutes(app, context.service('attendance')),
  auditVocabulary: [{ entity: 'attendanceEvent', references: { siteId: 'site' }, fieldLabels: ['attendance:audit.fields.'] }],
});
