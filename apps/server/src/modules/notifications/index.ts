import { defineModule } from '../../platform/module.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';

export { toNotification, type NotificationsService } from './notifications.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    notifications: NotificationsService;
  }
}

/** A user's own notifications. */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: {
    notifications: (context) => createNotificationsService({ tenant: context.tenant, clock: context.clock }),
  },
  routes: (app, context) => registerNotificationsRoutes(app, context.service('notifications')),
});
