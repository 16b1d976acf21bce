import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { AttendanceSettingsService } from './attendance-settings.service.ts';

const ok = { ok: true as const };

export function registerAttendanceSettingsRoutes(app: FastifyInstance, service: AttendanceSettingsService): void {
  const byEmployment = [
    [
      'fullTime',
      contracts.listFullTimeSettings,
      contracts.getFullTimeTemplate,
      contracts.createFullTimeSetting,
      contracts.updateFullTimeSetting,
      contracts.deleteFullTimeSetting,
    ],
    [
      'partTime',
      contracts.listPartTimeSettings,
      contracts.getPartTimeTemplate,
      contracts.createPartTimeSetting,
      contracts.updatePartTimeSetting,
      contracts.deletePartTimeSetting,
    ],
  ] as const;
  for (const [employment, list, template, create, update, remove] of byEmployment) {
    bindRoute(app, list, ({ auth, body }) => service.settingsTable(auth, employment, body));
    bindRoute(app, template, ({ auth }) => service.settingTemplate(auth, employment));
    bindRoute(app, create, ({ auth, actor, body }) => service.createSetting(auth, actor, employment, body));
    bindRoute(app, update, ({ auth, actor, params, body }) => service.updateSetting(auth, actor, employment, params.id, body));
    bindRoute(app, remove, async ({ auth, actor, params }) => {
      await service.removeSetting(auth, actor, employment, params.id);
      return ok;
    });
  }
  bindRoute(app, contracts.listSettingAssignments, ({ auth, body }) => service.settingAssignments(auth, body));
  bindRoute(app, contracts.listSettingOptions, ({ auth }) => service.settingOptions(auth));
  bindRoute(app, contracts.assignSetting, ({ auth, actor, body }) => service.assignSetting(auth, actor, body));
  bindRoute(app, contracts.deleteSettingAssignment, async ({ auth, actor, params }) => {
    await service.unassignSetting(auth, actor, params.id);
    return ok;
  });

  bindRoute(app, contracts.listShifts, ({ auth }) => service.listShifts(auth));
  bindRoute(app, contracts.listShiftOptions, ({ auth }) => service.shiftOptions(auth));
  bindRoute(app, contracts.createShift, ({ auth, actor, body }) => service.createShift(auth, actor, body));
  bindRoute(app, contracts.updateShift, ({ auth, actor, params, body }) => service.updateShift(auth, actor, params.id, body));
  bindRoute(app, contracts.deleteShift, async ({ auth, actor, params }) => {
    await service.removeShift(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.listRosters, ({ auth, body }) => service.rosters(auth, body));
  bindRoute(app, contracts.assignRoster, ({ auth, actor, body }) => service.assignRoster(auth, actor, body));
  bindRoute(app, contracts.deleteRoster, async ({ auth, actor, params }) => {
    await service.unassignRoster(auth, actor, params.id);
    return ok;
  });
  bindRoute(app, contracts.getRosterGrid, ({ auth, query }) => service.grid(auth, query));
  bindRoute(app, contracts.setRosterCell, ({ auth, actor, body }) => service.setCell(auth, actor, body));
  bindRoute(app, contracts.resetRosterCell, ({ auth, actor, query }) => service.resetCell(auth, actor, query));
  bindRoute(app, contracts.getMyRoster, ({ auth, query }) => service.myRoster(auth, query));
}
