import type { FastifyInstance } from 'fastify';
import * as contracts from '@tenaga/contracts';
import { bindRoute } from '../../plugins/route-binding.ts';
import type { NotificationsService } from './notifications.service.ts';

export function registerNotificationsRoutes(app: FastifyInstance, service: NotificationsService): void {
  bindRoute(app, contracts.listNotifications, ({ auth, query }) => service.list(auth, query));
  bindRoute(app, contracts.getNotificationSettings, ({ auth }) => service.settings(auth));
  bindRoute(app, contracts.updateNotificationSettings, ({ auth, body }) => service.updateSettings(auth, body.settings));
  bindRoute(app, contracts.getNotification, ({ auth, params }) => service.get(auth, params.id));
  bindRoute(app, contracts.markNotificationRead, async ({ auth, params }) => {
    await service.markRead(auth, params.id);
    return { ok: true as const };
  });
  bindRoute(app, contracts.markAllNotificationsRead, async ({ auth }) => {
    await service.markAllRead(auth);
    return { ok: true as const };
  });
}
