import { z } from 'zod';
import { defineRoute, sessionAccess } from '../route.ts';
import { IdParamsSchema, OkSchema, QueryTimestampSchema, TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

/** A kind of notification as modules register it ('accountWelcome', 'approvalRequest'): what each user chooses channels by. */
export const NotificationKindSchema = z
  .string()
  .max(40)
  .regex(/^[a-z][A-Za-z0-9]*$/, { error: 'validation:invalidOption' });

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  /** The spec's hash value (NOTIFICATION_TYPES): pending 1, approved 2, rejected 3, canceled 4, changed 5… */
  type: z.number().int(),
  /** i18n key of the title and its values, so each reader sees their own language. */
  titleKey: z.string(),
  bodyKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  path: z.string().nullable(),
  createdAt: TimestampSchema,
  readAt: TimestampSchema.nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const listNotifications = defineRoute({
  method: 'GET',
  path: '/notifications',
  summary: "The signed-in user's notifications, newest first",
  tags: ['notifications'],
  permission: sessionAccess,
  query: z.strictObject({
    before: QueryTimestampSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    unreadOnly: z.enum(['true', 'false']).default('false'),
  }),
  response: z.object({ items: z.array(NotificationSchema), unread: z.number().int(), hasMore: z.boolean() }),
});

export const getNotification = defineRoute({
  method: 'GET',
  path: '/notifications/:id',
  summary: "One of the signed-in user's notifications (/notifications?notificationId=)",
  tags: ['notifications'],
  permission: sessionAccess,
  params: IdParamsSchema,
  response: NotificationSchema,
});

export const NotificationChannelsSchema = z.strictObject({
  kind: NotificationKindSchema,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;

export const NotificationSettingSchema = NotificationChannelsSchema.extend({
  /** i18n key of the kind's name and of what it is about. */
  labelKey: z.string(),
  descriptionKey: z.string(),
});
export type NotificationSetting = z.infer<typeof NotificationSettingSchema>;

export const getNotificationSettings = defineRoute({
  method: 'GET',
  path: '/notifications/settings',
  summary: 'How the signed-in user is told of each kind of notification: in the app, by email',
  tags: ['notifications'],
  permission: sessionAccess,
  response: z.array(NotificationSettingSchema),
});

export const updateNotificationSettings = defineRoute({
  method: 'PUT',
  path: '/notifications/settings',
  summary: "Change the signed-in user's channels for some kinds of notification",
  tags: ['notifications'],
  permission: sessionAccess,
  body: z.strictObject({ settings: z.array(NotificationChannelsSchema).min(1).max(100) }),
  response: z.array(NotificationSettingSchema),
});

export const markNotificationRead = defineRoute({
  method: 'PUT',
  path: '/notifications/:id/read',
  summary: 'Mark one notification read',
  tags: ['notifications'],
  permission: sessionAccess,
  params: IdParamsSchema,
  response: OkSchema,
});

export const markAllNotificationsRead = defineRoute({
  method: 'PUT',
  path: '/notifications/read',
  summary: 'Mark all notifications read',
  tags: ['notifications'],
  permission: sessionAccess,
  response: OkSchema,
});

/** The notifications page (/notifications) is a route of its own; Settings › Notification settings is each user's choice of channels. */
export const notificationsApi = defineApiModule({ name: 'notifications', menu: ['notificationSettings'] });
