import { defineModule } from '../../platform/module.ts';
import { registerResolveRoutes } from './attendance-resolve.routes.ts';
import { DAY_ENTITY } from './attendance-resolve.repository.ts';
import { createResolveService, type ResolveService } from './attendance-resolve.service.ts';

export type { ResolveService } from './attendance-resolve.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendanceResolve: ResolveService;
  }
}

/** Attendance › Resolve: days with a missing punch, a punch outside a geofence, unscheduled work or an absence, and their resolution. */
export const attendanceResolveModule = defineModule({
  name: 'attendance-resolve',
  services: {
    attendanceResolve: (context) =>
      createResolveService({
        tenant: context.tenant,
        translate: context.translate,
        timesheets: context.service('timesheets'),
        corrections: context.service('punchCorrections'),
        absences: context.service('attendanceAbsences'),
        employees: context.service('employees'),
      }),
  },
  routes: (app, context) => registerResolveRoutes(app, context.service('attendanceResolve')),
  auditVocabulary: [{ entity: DAY_ENTITY, fieldLabels: ['attendanceResolve:audit.fields.'] }],
});
