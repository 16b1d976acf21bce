import { and, eq, sql } from 'drizzle-orm';
import { SESSION_EXPIRED_MARK, SESSION_INVALIDATED_MARK, UNAUTHORIZED_MESSAGE, type Language } from '@tenaga/contracts';
import { companies, roles, sessions, users } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { ReadCache, WriteGeneration } from '../lib/read-cache.ts';
import type { Clock } from '../lib/clock.ts';
import { hashToken } from '../lib/secrets.ts';

/** The caller of an authenticated request. */
export interface RequestAuth {
  readonly sessionId: string;
  readonly companyId: string;
  readonly userId: string;
  readonly roleId: string | null;
  /** The role's version when the session was read: permission caches are keyed by it. */
  readonly roleVersion: number | null;
  readonly employeeId: string | null;
  readonly impersonatorUserId: string | null;
  readonly deviceId: string | null;
  readonly language: Language;
  /** When this session logged in (the session state's loginDate). */
  readonly loginAt: Date;
  /** The password was set by someone else and the user has not changed it yet (never while acting as them). */
  readonly mustChangePassword?: boolean;
}

export type Authenticate = (token: string | undefined) => Promise<RequestAuth>;

/** Sessions resolved recently; see lib/read-cache.ts for when the app uses it. */
export interface AuthCache {
  readonly writes: WriteGeneration;
  readonly sessions: ReadCache<{ auth: RequestAuth; expiresAt: number }>;
}

/** Sliding expiry is written at most this often, so reads do not all turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

const unauthorized = (mark?: string) =>
  new AppError(
    mark === SESSION_EXPIRED_MARK ? 'SESSION_EXPIRED' : mark === SESSION_INVALIDATED_MARK ? 'SESSION_INVALIDATED' : 'UNAUTHORIZED',
    {
      markers: mark ? [UNAUTHORIZED_MESSAGE, mark] : [UNAUTHORIZED_MESSAGE],
    },
  );

/**
 * Resolves a bearer token to its session with one indexed query. Runs outside any tenant scope:
 * the company is what this lookup finds out.
 */
export function createAuthenticator({ db, clock, cache }: { db: Database; clock: Clock; cache?: AuthCache }): Authenticate {
  const findSession = db
    .select({
      sessionId: sessions.id,
      companyId: sessions.companyId,
      userId: sessions.userId,
      deviceId: sessions.deviceId,
      impersonatorUserId: sessions.impersonatorUserId,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      roleId: users.roleId,
      roleVersion: roles.version,
      employeeId: users.employeeId,
      active: users.active,
      mustChangePassword: users.mustChangePassword,
      language: sql<string>`coalesce(${users.language}, ${companies.language})`,
      ttlMinutes: companies.sessionTtlMinutes,
    })
    .from(sessions)
    .innerJoin(users, and(eq(users.companyId, sessions.companyId), eq(users.id, sessions.userId)))
    .innerJoin(companies, eq(companies.id, sessions.companyId))
    .leftJoin(roles, and(eq(roles.companyId, users.companyId), eq(roles.id, users.roleId)))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    // Prepared once: this runs on every request, and planning the join costs more than running it.
    .prepare('authenticate_session');
  return async (token) => {
    if (!token || token.length > 200) throw unauthorized();
    const tokenHash = hashToken(token);
    const cached = cache?.sessions.get(tokenHash);
    if (cached && cached.expiresAt > clock.now().getTime()) return cached.auth;
    const generation = cache?.writes.current() ?? 0;
    const [row] = await findSession.execute({ tokenHash });
    if (!row) throw unauthorized();
    if (row.endedAt) {
      // The spec's 'ip changed' marker tells the client another device took over (single login).
      throw unauthorized(
        row.endReason === 'single-login' ? SESSION_INVALIDATED_MARK : row.endReason === 'expired' ? SESSION_EXPIRED_MARK : undefined,
      );
    }
    const now = clock.now();
    if (row.expiresAt.getTime() <= now.getTime()) {
      await db
        .update(sessions)
        .set({ endedAt: now, endReason: 'expired' })
        .where(and(eq(sessions.companyId, row.companyId), eq(sessions.id, row.sessionId)));
      throw unauthorized(SESSION_EXPIRED_MARK);
    }
    if (!row.active) throw unauthorized();
    let touchedAt = row.lastSeenAt.getTime();
    if (now.getTime() - touchedAt > TOUCH_INTERVAL_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + row.ttlMinutes * 60_000) })
        .where(and(eq(sessions.companyId, row.companyId), eq(sessions.id, row.sessionId)));
      touchedAt = now.getTime();
    }
    const auth: RequestAuth = {
      sessionId: row.sessionId,
      companyId: row.companyId,
      userId: row.userId,
      roleId: row.roleId,
      roleVersion: row.roleVersion,
      employeeId: row.employeeId,
      impersonatorUserId: row.impersonatorUserId,
      deviceId: row.deviceId,
      language: row.language as Language,
      loginAt: row.createdAt,
      mustChangePassword: row.mustChangePassword && !row.impersonatorUserId,
    };
    // Kept only until the next touch is due, so the sliding expiry is written as without a cache.
    cache?.sessions.set(
      tokenHash,
      { auth, expiresAt: row.expiresAt.getTime() },
      { generation, ttlMs: touchedAt + TOUCH_INTERVAL_MS - now.getTime() },
    );
    return auth;
  };
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}
