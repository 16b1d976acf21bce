export { createNotificationsService, toNotification, type NotificationsService } from './notifications.service.ts';
export { registerNotificationsRoutes } from './notifications.routes.ts';
