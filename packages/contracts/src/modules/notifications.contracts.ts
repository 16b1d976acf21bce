import { z } from 'zod';
import { defineRoute, sessionAccess } from '../route.ts';
import { IdParamsSchema, OkSchema, QueryTimestampSchema, TimestampSchema } from '../common.ts';
import { defineApiModule } from '../api-module.ts';

export const NotificationSchema = z.object({
  id: z.uuid(),
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

/** Routes only: no page of its own (api-module.ts). */
export const notificationsApi = defineApiModule({ name: 'notifications', menu: [] });
