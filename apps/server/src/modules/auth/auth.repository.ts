import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionEndReason } from '../../db/schema/index.ts';
import { companies, notifications, passwordResets, roles, sessions, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../db/tenant.ts';

export async function insertSession(db: Queryable, session: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

export async function endSessions(
  db: Queryable,
  options: { companyId: string; userId: string; reason: SessionEndReason; at: Date; exceptSessionId?: string; sessionId?: string },
) {
  return db
    .update(sessions)
    .set({ endedAt: options.at, endReason: options.reason })
    .where(
      and(
        eq(sessions.companyId, options.companyId),
        eq(sessions.userId, options.userId),
        isNull(sessions.endedAt),
        options.exceptSessionId ? ne(sessions.id, options.exceptSessionId) : undefined,
        options.sessionId ? eq(sessions.id, options.sessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id, deviceId: sessions.deviceId });
}

export async function listActiveSessions(db: Queryable, companyId: string, input: { userId: string; now: Date }) {
  const { userId, now } = input;
  return db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.companyId, companyId), eq(sessions.userId, userId), isNull(sessions.endedAt), sql`${sessions.expiresAt} > ${now}`),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/** Everything the session state of a user needs, in one round trip. */
export async function loadSessionRow(db: Queryable, companyId: string, userId: string) {
  const unread = db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.companyId, sql.placeholder('companyId')),
        eq(notifications.userId, sql.placeholder('userId')),
        isNull(notifications.readAt),
      ),
    );
  // Named, so PostgreSQL plans it once per connection: it runs on every page load.
  const [row] = await db
    .select({ user: users, company: companies, roleName: roles.name, unread: sql<number>`(${unread})::int` })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('userId'))))
    .prepare('load_session_row')
    .execute({ companyId, userId });
  return row;
}

export async function insertPasswordReset(db: Queryable, reset: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(reset);
}

/** A reset by its token hash. Runs without a tenant scope: the link is all the caller has. */
export async function findPasswordReset(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ reset: passwordResets, username: users.username, domain: companies.domain, passwordChangedAt: users.passwordChangedAt })
    .from(passwordResets)
    .innerJoin(users, and(eq(users.companyId, passwordResets.companyId), eq(users.id, passwordResets.userId)))
    .innerJoin(companies, eq(companies.id, passwordResets.companyId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row;
}

export type PasswordResetFound = NonNullable<Awaited<ReturnType<typeof findPasswordReset>>>;

export async function markPasswordResetsUsed(db: Queryable, companyId: string, input: { userId: string; at: Date }) {
  const { userId, at } = input;
  await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.companyId, companyId), eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Sessions still open now: the dashboard's active sessions. */
export async function activeSessionCount(db: Queryable, companyId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(sessions)
    .where(and(eq(sessions.companyId, companyId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
  return Number(row?.value ?? 0);
}
