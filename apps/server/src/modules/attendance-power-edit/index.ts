import { defineModule } from '../../platform/module.ts';
import { registerPowerEditRoutes } from './attendance-power-edit.routes.ts';
import { createPowerEditService, type PowerEditService } from './attendance-power-edit.service.ts';

export type { PowerEditService } from './attendance-power-edit.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    attendancePowerEdit: PowerEditService;
  }
}

/** Attendance › Power edit: many employees' clock-ins and clock-outs edited in one grid, saved in one batch, or imported from xlsx. */
export const attendancePowerEditModule = defineModule({
  name: 'attendance-power-edit',
  services: {
    attendancePowerEdit: (context) =>
      createPowerEditService({
        tenant: context.tenant,
        translate: context.translate,
        timesheets: context.service('timesheets'),
        writes: context.service('powerEditWrites'),
        periods: context.service('attendancePeriods'),
        employees: context.service('employees'),
        rosters: context.service('attendanceSettings'),
      }),
  },
  routes: (app, context) => registerPowerEditRoutes(app, context.service('attendancePowerEdit'), context.service('timesheets')),
});
