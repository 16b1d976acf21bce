import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindFileRoute, bindRoute } from '../../plugins/route-binding.ts';
import type { DeviceImport } from './attendance.device-import.ts';
import type { AttendanceService } from './attendance.service.ts';
import type { SiteSettingsService } from './attendance.site-settings.ts';

export function registerAttendanceRoutes(
  app: FastifyInstance,
  services: { attendance: AttendanceService; deviceImport: DeviceImport; siteSettings: SiteSettingsService },
): void {
  const { attendance, deviceImport, siteSettings } = services;
  bindRoute(app, contracts.getSiteSettings, ({ auth }) => siteSettings.get(auth));
  bindRoute(app, contracts.updateSiteSettings, ({ auth, actor, body }) => siteSettings.update(auth, actor, body));
  bindRoute(app, contracts.clockInOut, async ({ auth, actor, body, reply }) => {
    const { event, created } = await attendance.clock(auth, actor, body);
    // 201 for a new punch, 200 for the same idempotency key again (the contract's `created`).
    if (created) reply.code(201);
    return event;
  });
  bindRoute(app, contracts.uploadClockPhoto, async ({ auth, body, reply }) => {
    reply.code(201);
    return attendance.uploadPhoto(auth, body.data);
  });
  bindRoute(app, contracts.getClockState, ({ auth }) => attendance.state(auth));
  bindRoute(app, contracts.listSiteAttendance, ({ auth }) => attendance.sites.list(auth));
  bindRoute(app, contracts.updateSiteAttendance, ({ auth, actor, params, body }) => attendance.sites.update(auth, actor, params.id, body));
  bindRoute(app, contracts.getSiteQrCode, ({ auth, params }) => attendance.sites.qrCode(auth, params.id));
  bindRoute(app, contracts.checkDeviceImport, ({ auth, body, language }) => deviceImport.check(auth, body, language));
  bindRoute(app, contracts.importDevicePunches, ({ auth, actor, body }) => deviceImport.run(auth, actor, body));
  bindFileRoute(app, contracts.getDeviceImportSample, () => Promise.resolve(deviceImport.sample()));
}
