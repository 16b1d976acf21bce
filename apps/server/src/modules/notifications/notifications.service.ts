import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Language, Notification, NotificationChannels, NotificationSetting } from '@tenaga/contracts';
import { notifications, notificationSettings } from '../../db/schema/index.ts';
import { afterCommit, type TenantRunner, type Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { choiceFor, type NotificationChoice, type NotificationKind } from './notification-kinds.ts';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    titleKey: row.titleKey,
    bodyKey: row.bodyKey,
    values: row.values,
    path: row.path,
    createdAt: row.createdAt.getTime(),
    readAt: row.readAt?.getTime() ?? null,
  };
}

/** Who a notification is mailed to: their address (if any) and the language they read. */
export type Recipient = (
  tx: Transaction,
  companyId: string,
  userId: string,
) => Promise<{ email: string | null; language: Language } | null>;

export interface NotificationInput {
  readonly companyId: string;
  readonly userId: string;
  /** A registered kind (the notificationKinds registry). */
  readonly kind: string;
  /** The spec's hash value (NOTIFICATION_TYPES). */
  readonly type: number;
  readonly titleKey: string;
  readonly bodyKey: string;
  readonly values: Record<string, string | number>;
  /** Where the notification leads: a page of the app ('/approvals/requests/…'). */
  readonly path: string;
  readonly now: Date;
}

/**
 * A user's own notifications. Reading them is not audited: marking read changes nothing about
 * the company's data, only the reader's inbox. Settings are each user's own choice, audited
 * neither: they are preferences, not company data.
 */
export function createNotificationsService(deps: {
  tenant: TenantRunner;
  clock: Clock;
  kinds: readonly NotificationKind[];
  realtime: () => Realtime | null;
  mailer: Mailer;
  translate: Translate;
  linkOrigin: string;
  recipient: Recipient;
}) {
  const mine = (auth: RequestAuth) => and(eq(notifications.companyId, auth.companyId), eq(notifications.userId, auth.userId));
  const kindsByName = new Map(deps.kinds.map((kind) => [kind.kind, kind]));

  async function choicesOf(tx: Transaction, companyId: string, userId: string): Promise<Map<string, NotificationChoice>> {
    const rows = await tx
      .select()
      .from(notificationSettings)
      .where(and(eq(notificationSettings.companyId, companyId), eq(notificationSettings.userId, userId)));
    return new Map(rows.map((row) => [row.kind, { inApp: row.inApp, email: row.email }]));
  }

  async function settingsOf(tx: Transaction, companyId: string, userId: string): Promise<NotificationSetting[]> {
    const chosen = await choicesOf(tx, companyId, userId);
    return deps.kinds.map((kind) => ({
      kind: kind.kind,
      labelKey: kind.labelKey,
      descriptionKey: kind.descriptionKey,
      ...choiceFor(kind, chosen.get(kind.kind)),
    }));
  }

  return {
    /**
     * Tells one user of something, in the caller's transaction (the change it tells of commits with
     * it): stored for the bell and pushed live after the commit when they want it in the app, and
     * mailed (through the outbox, in the same transaction) when they want it by email.
     */
    async notify(tx: Transaction, input: NotificationInput): Promise<void> {
      const kind = kindsByName.get(input.kind);
      if (!kind) throw new Error(`notification kind '${input.kind}' is not registered`);
      const choice = choiceFor(kind, (await choicesOf(tx, input.companyId, input.userId)).get(kind.kind));
      const { now, ...notification } = input;
      if (choice.inApp) {
        const [row] = await tx
          .insert(notifications)
          .values({ ...notification, createdAt: now })
          .returning();
        const pushed = toNotification(row!);
        afterCommit(() => deps.realtime()?.toUsers({ companyId: input.companyId, userIds: [input.userId] }, 'notification', pushed));
      }
      if (choice.email) {
        const recipient = await deps.recipient(tx, input.companyId, input.userId);
        if (!recipient?.email) return;
        const t = (key: string) => deps.translate(recipient.language, key, input.values);
        await deps.mailer.queue(tx, input.companyId, {
          to: recipient.email,
          subject: t(input.titleKey),
          text: `${t(input.bodyKey)}\n\n${deps.linkOrigin}${input.path}\n\n${deps.translate(recipient.language, 'notifications:mailFooter')}`,
          secrets: [],
        });
      }
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

    async get(auth: RequestAuth, id: string): Promise<Notification> {
      return deps.tenant(auth.companyId, async (tx) => {
        const [row] = await tx
          .select()
          .from(notifications)
          .where(and(mine(auth), eq(notifications.id, id)));
        if (!row) throw notFound();
        return toNotification(row);
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

    async settings(auth: RequestAuth): Promise<NotificationSetting[]> {
      return deps.tenant(auth.companyId, (tx) => settingsOf(tx, auth.companyId, auth.userId));
    },

    async updateSettings(auth: RequestAuth, changes: readonly NotificationChannels[]): Promise<NotificationSetting[]> {
      const unknown = changes.filter((change) => !kindsByName.has(change.kind));
      if (unknown.length) throw new AppError('VALIDATION_FAILED', { fieldErrors: { settings: 'validation:invalidOption' } });
      return deps.tenant(auth.companyId, async (tx) => {
        const now = deps.clock.now();
        for (const change of changes)
          await tx
            .insert(notificationSettings)
            .values({ companyId: auth.companyId, userId: auth.userId, ...change, updatedAt: now })
            .onConflictDoUpdate({
              target: [notificationSettings.companyId, notificationSettings.userId, notificationSettings.kind],
              set: { inApp: change.inApp, email: change.email, updatedAt: now },
            });
        return settingsOf(tx, auth.companyId, auth.userId);
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
