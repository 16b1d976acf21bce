import type { AUTH_LOG_EVENTS, ActiveSession, LoginResponse, RegionLanguage, SessionState } from '@tenaga/contracts';
import { getMe } from '@tenaga/contracts';
import type { Database } from '../../db/client.ts';
import type { TenantRunner } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadCache, WriteGeneration } from '../../lib/read-cache.ts';
import type { Translate } from '../../lib/i18n.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/secrets.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ClientInfo } from '../../plugins/client-info.ts';
import { PreparedResponse } from '../../plugins/route-binding.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { ModuleServices } from '../../platform/module.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { findCompanyByDomain } from '../companies/index.ts';
import { accounts } from '../users/index.ts';
import * as repo from './auth.repository.ts';
import { createPasswords } from './auth.passwords.ts';
import { createSessions } from './auth.sessions.ts';
import { createLoginThrottle, type LoginTarget } from './login-throttle.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { describeDevice, fullName, IMPERSONATION_TTL_MINUTES } from './auth.rules.ts';

/** The service's callers name the client this way (tests too). */
export type { ClientInfo };

export interface AuthServiceDeps {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  mailer: Mailer;
  translate: Translate;
  /** Counts failed logins; null when the server runs without request limits. */
  attempts?: AttemptCounter | null;
  /** Session states read recently; only where this process makes every write (lib/read-cache.ts). */
  sessionStates?: { writes: WriteGeneration; cache: ReadCache<PreparedResponse<typeof getMe>> };
  /** Tells a user their password changed; without it (the service's own tests), nobody is told. */
  notifications?: Pick<ModuleServices['notifications'], 'notify'>;
}

/** How long a cached session state may be served when nothing was written meanwhile. */
const SESSION_STATE_TTL_MS = 30_000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tenant, clock } = deps;
  const sessions = createSessions({ clock, realtime: deps.realtime });
  const { sessionState, startSession, announceDisplaced } = sessions;
  const passwords = createPasswords({ ...deps, sessions });
  const throttle = createLoginThrottle(deps.attempts ?? null, clock);

  function me(auth: RequestAuth): Promise<SessionState> {
    return tenant(auth.companyId, (tx) =>
      sessionState(tx, {
        companyId: auth.companyId,
        userId: auth.userId,
        impersonatorUserId: auth.impersonatorUserId,
        loginAt: auth.loginAt,
      }),
    );
  }

  return {
    ...sessions,
    ...passwords,

    /**
     * Opens a session as another user for an administrator (spec §6 impersonation). The session
     * records who started it, so every change made in it is audited with both people.
     */
    async impersonate(auth: RequestAuth, actor: Actor, input: { userId: string; client: ClientInfo }): Promise<LoginResponse> {
      const result = await tenant(auth.companyId, async (tx) => {
        const started = await startSession(tx, {
          companyId: auth.companyId,
          userId: input.userId,
          client: input.client,
          ttlMinutes: IMPERSONATION_TTL_MINUTES,
          singleLogin: false,
          impersonatorUserId: auth.userId,
        });
        await writeAudit(tx, actor, {
          entity: 'session',
          entityId: started.session.id,
          action: 'impersonate',
          after: { userId: input.userId },
        });
        return {
          token: started.token,
          state: await sessionState(tx, {
            companyId: auth.companyId,
            userId: input.userId,
            impersonatorUserId: auth.userId,
            loginAt: started.now,
          }),
        };
      });
      return { token: result.token, ...result.state };
    },

    async login(input: { domain: string; username: string; password: string; client: ClientInfo }): Promise<LoginResponse> {
      const company = await findCompanyByDomain(db, input.domain);
      const user = company ? await tenant(company.id, (tx) => accounts.findUserByLogin(tx, company.id, input.username)) : undefined;
      // The same account by username or by email shares one count.
      const target: LoginTarget =
        company && user ? { companyId: company.id, userId: user.id } : { domain: input.domain, login: input.username };
      await throttle.check(target, input.client.ip);
      // Verify against a decoy when there is no such user, so timing does not reveal accounts.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!company || !user || !passwordOk) {
        await throttle.failed(target, input.client.ip);
        if (company && user) {
          await tenant(company.id, (tx) =>
            writeAudit(
              tx,
              { companyId: company.id, userId: user.id, impersonatorUserId: null, ip: input.client.ip },
              { entity: 'session', entityId: user.id, action: 'login-failed' },
            ),
          );
        }
        throw new AppError('INVALID_CREDENTIALS');
      }
      await throttle.succeeded(target);
      if (!user.active) throw new AppError('ACCOUNT_INACTIVE');
      const result = await tenant(company.id, async (tx) => {
        const started = await startSession(tx, {
          companyId: company.id,
          userId: user.id,
          client: input.client,
          ttlMinutes: company.sessionTtlMinutes,
          singleLogin: company.singleLogin,
        });
        await accounts.recordLogin(tx, company.id, { userId: user.id, at: started.now });
        await writeAudit(
          tx,
          { companyId: company.id, userId: user.id, impersonatorUserId: null, ip: input.client.ip },
          {
            entity: 'session',
            entityId: started.session.id,
            action: 'login',
            after: { device: describeDevice(input.client.userAgent), endedOtherSessions: started.displaced.length },
          },
        );
        return {
          started,
          state: await sessionState(tx, { companyId: company.id, userId: user.id, impersonatorUserId: null, loginAt: started.now }),
        };
      });
      announceDisplaced({
        companyId: company.id,
        userId: user.id,
        deviceId: input.client.deviceId ?? null,
        displaced: result.started.displaced,
      });
      return { token: result.started.token, ...result.state };
    },

    async logout(auth: RequestAuth, actor: Actor): Promise<void> {
      await tenant(auth.companyId, async (tx) => {
        await repo.endSessions(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          reason: 'logout',
          at: clock.now(),
          sessionId: auth.sessionId,
        });
        await writeAudit(tx, actor, { entity: 'session', entityId: auth.sessionId, action: 'logout' });
      });
      deps.realtime()?.disconnectSession(auth.sessionId);
    },

    me,

    /** `GET auth/me`'s answer, serialized once and served again until anything is written. */
    async meResponse(auth: RequestAuth): Promise<PreparedResponse<typeof getMe>> {
      const cached = deps.sessionStates?.cache.get(auth.sessionId);
      if (cached) return cached;
      const generation = deps.sessionStates?.writes.current() ?? 0;
      const prepared = PreparedResponse.of(getMe, await me(auth));
      deps.sessionStates?.cache.set(auth.sessionId, prepared, { generation, ttlMs: SESSION_STATE_TTL_MS });
      return prepared;
    },

    async updateMyRegionLanguage(auth: RequestAuth, actor: Actor, changes: Partial<RegionLanguage>): Promise<RegionLanguage> {
      return tenant(auth.companyId, async (tx) => {
        const user = await accounts.findAccount(tx, auth.companyId, auth.userId);
        if (!user) throw notFound();
        const before = {
          language: user.language,
          timezone: user.timezone,
          dateFormat: user.dateFormat,
          timeFormat: user.timeFormat,
          currency: user.currency,
        };
        const after = { ...before, ...changes };
        await accounts.saveOwnRegionLanguage(tx, auth.companyId, { userId: auth.userId, changes, at: clock.now() });
        await writeAudit(tx, actor, {
          entity: 'user',
          entityId: auth.userId,
          action: 'update-region-language',
          ...changedFields(before, after),
        });
        return (
          await sessionState(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            impersonatorUserId: auth.impersonatorUserId,
            loginAt: clock.now(),
          })
        ).regionLanguage;
      });
    },

    async listSessions(auth: RequestAuth): Promise<ActiveSession[]> {
      return tenant(auth.companyId, async (tx) => {
        const rows = await repo.listActiveSessions(tx, auth.companyId, { userId: auth.userId, now: clock.now() });
        const impersonators = new Map<string, string>();
        for (const row of rows) {
          if (row.impersonatorUserId && !impersonators.has(row.impersonatorUserId)) {
            const admin = await accounts.findAccount(tx, auth.companyId, row.impersonatorUserId);
            impersonators.set(row.impersonatorUserId, admin ? fullName(admin.firstName, admin.lastName) : '');
          }
        }
        return rows.map((row) => ({
          id: row.id,
          device: describeDevice(row.userAgent),
          ip: row.ip,
          createdAt: row.createdAt.getTime(),
          lastSeenAt: row.lastSeenAt.getTime(),
          current: row.id === auth.sessionId,
          impersonatedBy: row.impersonatorUserId ? (impersonators.get(row.impersonatorUserId) ?? null) : null,
        }));
      });
    },

    async endSession(auth: RequestAuth, actor: Actor, sessionId: string): Promise<void> {
      const ended = await tenant(auth.companyId, async (tx) => {
        const rows = await repo.endSessions(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          reason: 'ended-by-user',
          at: clock.now(),
          sessionId,
        });
        if (rows.length === 0) throw notFound();
        await writeAudit(tx, actor, { entity: 'session', entityId: sessionId, action: 'end' });
        return rows;
      });
      for (const session of ended) deps.realtime()?.disconnectSession(session.id);
    },

    async logEvent(auth: RequestAuth, actor: Actor, event: (typeof AUTH_LOG_EVENTS)[number]): Promise<void> {
      await tenant(auth.companyId, (tx) =>
        writeAudit(tx, actor, { entity: 'session', entityId: auth.sessionId, action: `client:${event}` }),
      );
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
