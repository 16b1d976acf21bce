import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Notification } from '@tenaga/contracts';
import { notifications } from '../../db/schema/index.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    titleKey: row.titleKey,
    bodyKey: row.bodyKey,
    values: row.values,
    path: row.path,
    createdAt: row.createdAt.getTime(),
    readAt: row.readAt?.getTime() ?? null,
  };
}

/**
 * A user's own notifications. Reading them is not audited: marking read changes nothing about
 * the company's data, only the reader's inbox.
 */
export function createNotificationsService(deps: { tenant: TenantRunner; clock: Clock }) {
  const mine = (auth: RequestAuth) => and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.userId));
  return {
    /** A notification for one user, in the caller's transaction (the change it tells of commits with it). */
    async notify(
      tx: Transaction,
      input: {
        companyId: string;
        userId: string;
        type: number;
        titleKey: string;
        bodyKey: string;
        values: Record<string, string | number>;
        path: string;
        now: Date;
      },
    ): Promise<void> {
      const { now, ...notification } = input;
      await tx.insert(notifications).values({ ...notification, createdAt: now });
    },

    async list(auth: RequestAuth, query: { before?: number | undefined; limit: number; unreadOnly: 'true' | 'false' }) {
      return deps.tenant(auth.companyId, async (tx) => {
        const rows = await tx
          .select()
          .from(notifications)
          .where(
            and(
              mine(auth),
              query.before ? lt(notifications.createdAt, new Date(query.before)) : undefined,
              query.unreadOnly === 'true' ? isNull(notifications.readAt) : undefined,
            ),
          )
          .orderBy(desc(notifications.createdAt))
          .limit(query.limit + 1);
        const [unread] = await tx
          .select({ value: count() })
          .from(notifications)
          .where(and(mine(auth), isNull(notifications.readAt)));
        return {
          items: rows.slice(0, query.limit).map(toNotification),
          unread: Number(unread?.value ?? 0),
          hasMore: rows.length > query.limit,
        };
      });
    },
    async markRead(auth: RequestAuth, id: string) {
      await deps.tenant(auth.companyId, async (tx) => {
        const updated = await tx
          .update(notifications)
          .set({ readAt: sql`coalesce(${notifications.readAt}, ${deps.clock.now()})` })
          .where(and(mine(auth), eq(notifications.id, id)))
          .returning({ id: notifications.id });
        if (updated.length === 0) throw notFound();
      });
    },
    async markAllRead(auth: RequestAuth) {
      await deps.tenant(auth.companyId, (tx) =>
        tx
          .update(notifications)
          .set({ readAt: deps.clock.now() })
          .where(and(mine(auth), isNull(notifications.readAt))),
      );
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
