import type { Language } from '@tenaga/contracts';
import { defineModule } from '../../platform/module.ts';
import { companyProfile } from '../companies/index.ts';
import { accounts } from '../users/index.ts';
import type { NotificationKind } from './notification-kinds.ts';
import { registerNotificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService, type Recipient } from './notifications.service.ts';

export { toNotification, type NotificationInput, type NotificationsService } from './notifications.service.ts';
export type { NotificationKind } from './notification-kinds.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    notifications: NotificationsService;
  }
  interface ModuleRegistries {
    /** The kinds of notification modules send, each with its name and the channels everyone starts with. */
    notificationKinds: NotificationKind;
  }
}

/** A user's address and language (their own, else the company's), read in the notifying transaction. */
const recipient: Recipient = async (tx, companyId, userId) => {
  const account = await accounts.findAccount(tx, companyId, userId);
  if (!account?.active) return null;
  // The column holds only the languages its contract allows.
  return { email: account.email, language: (account.language ?? (await companyProfile(tx, companyId)).language) as Language };
};

/** A user's own notifications: the bell, the list, live toasts, mail, and each user's choice of channels per kind. */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: {
    notifications: (context) =>
      createNotificationsService({
        tenant: context.tenant,
        clock: context.clock,
        kinds: context.registry('notificationKinds'),
        realtime: context.realtime,
        mailer: context.mailer,
        translate: context.translate,
        linkOrigin: context.env.linkOrigin,
        recipient,
      }),
  },
  routes: (app, context) => registerNotificationsRoutes(app, context.service('notifications')),
});
