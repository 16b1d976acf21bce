import type {
  AUTH_LOG_EVENTS,
  Language,
  LoginResponse,
  RegionLanguage,
  SessionState,
  ActiveSession,
  CompanyCountry,
} from '@tenaga/contracts';
import { getMe } from '@tenaga/contracts';
import type { SessionEndReason } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';
import type { Queryable, TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { changedFields, writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadCache, WriteGeneration } from '../../lib/read-cache.ts';
import type { Translate } from '../../lib/i18n.ts';
import { decoyPasswordHash, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { ClientInfo } from '../../plugins/client-info.ts';
import { PreparedResponse } from '../../plugins/route-binding.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import { findCompanyByDomain } from '../companies/index.ts';
import { accounts } from '../users/index.ts';
import * as repo from './auth.repository.ts';
import { describeDevice, fullName, IMPERSONATION_TTL_MINUTES, INVITE_LINK_TTL_MS, RESET_LINK_TTL_MS } from './auth.rules.ts';

/** The service's callers name the client this way (tests too). */
export type { ClientInfo };

export interface AuthServiceDeps {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  realtime: () => Realtime | null;
  mailer: Mailer;
  translate: Translate;
  /** Session states read recently; only where this process makes every write (lib/read-cache.ts). */
  sessionStates?: { writes: WriteGeneration; cache: ReadCache<PreparedResponse<typeof getMe>> };
}

/** How long a cached session state may be served when nothing was written meanwhile. */
const SESSION_STATE_TTL_MS = 30_000;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tenant, clock } = deps;

  function me(auth: RequestAuth): Promise<SessionState> {
    return tenant(auth.companyId, (tx) => sessionState(tx, auth.companyId, auth.userId, auth.impersonatorUserId, auth.loginAt));
  }

  /** Builds spec §3's session state for one user. */
  async function sessionState(
    tx: Queryable,
    companyId: string,
    userId: string,
    impersonatorUserId: string | null,
    loginDate: Date,
  ): Promise<SessionState> {
    const row = await repo.loadSessionRow(tx, companyId, userId);
    if (!row) throw notFound();
    const { user, company } = row;
    return {
      userInfo: {
        userID: user.id,
        permissionID: user.roleId,
        roleName: row.roleName,
        username: user.username,
        email: user.email,
        employeeID: user.employeeId,
        loginDate: loginDate.getTime(),
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: fullName(user.firstName, user.lastName),
        contactNumbers: [],
        notifications: Number(row.unread),
        impersonatedBy: impersonatorUserId,
      },
      companyData: {
        companyId: company.id,
        domain: company.domain,
        companyName: company.name,
        companyLogo: company.logo,
        countryCode: company.countryCode as CompanyCountry,
        subscriptions: [],
      },
      regionLanguage: {
        language: (user.language ?? company.language) as Language,
        timezone: user.timezone ?? company.timezone,
        dateFormat: (user.dateFormat ?? company.dateFormat) as RegionLanguage['dateFormat'],
        timeFormat: (user.timeFormat ?? company.timeFormat) as RegionLanguage['timeFormat'],
        currency: (user.currency ?? company.currency) as RegionLanguage['currency'],
      },
    };
  }

  /**
   * Opens a session in the caller's transaction. Under single login, the user's other sessions
   * end now and their devices are told why (spec §4, app 6).
   */
  async function startSession(
    tx: Transaction,
    input: {
      companyId: string;
      userId: string;
      client: ClientInfo;
      ttlMinutes: number;
      singleLogin: boolean;
      impersonatorUserId?: string | null;
    },
  ) {
    const now = clock.now();
    const token = newToken();
    const session = await repo.insertSession(tx, {
      companyId: input.companyId,
      userId: input.userId,
      tokenHash: hashToken(token),
      deviceId: input.client.deviceId ?? null,
      userAgent: input.client.userAgent?.slice(0, 300) ?? null,
      ip: input.client.ip,
      impersonatorUserId: input.impersonatorUserId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + input.ttlMinutes * 60_000),
    });
    const displaced =
      input.singleLogin && !input.impersonatorUserId
        ? await repo.endSessions(tx, {
            companyId: input.companyId,
            userId: input.userId,
            reason: 'single-login',
            at: now,
            exceptSessionId: session.id,
          })
        : [];
    return { token, session, displaced, now };
  }

  function announceDisplaced(companyId: string, userId: string, deviceId: string | null, displaced: { id: string }[]) {
    const realtime = deps.realtime();
    for (const other of displaced) {
      realtime?.toSession(other.id, 'message', {
        appid: 6,
        title: 'single-login',
        extras: { companyID: companyId, userID: [userId], deviceID: deviceId ?? '' },
      });
      realtime?.disconnectSession(other.id);
    }
  }

  /** Ends a user's sessions in the caller's transaction; their sockets are dropped after it commits. */
  async function endUserSessions(tx: Transaction, input: { companyId: string; userId: string; reason: SessionEndReason }) {
    return repo.endSessions(tx, { companyId: input.companyId, userId: input.userId, reason: input.reason, at: clock.now() });
  }

  function disconnectSessions(ended: readonly { id: string }[]) {
    for (const session of ended) deps.realtime()?.disconnectSession(session.id);
  }

  /** Mails a new account's user a link to choose their password (the reset link, valid a week). */
  async function queueInvitation(
    tx: Transaction,
    input: {
      companyId: string;
      domain: string;
      language: Language;
      user: { id: string; email: string; username: string; firstName: string; lastName: string };
      origin: string;
    },
  ) {
    const token = newToken();
    const now = clock.now();
    await repo.insertPasswordReset(tx, {
      companyId: input.companyId,
      userId: input.user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_LINK_TTL_MS),
    });
    const link = `${input.origin}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.queue(tx, input.companyId, {
      to: input.user.email,
      subject: deps.translate(input.language, 'auth:inviteMailSubject', { domain: input.domain }),
      text: deps.translate(input.language, 'auth:inviteMailBody', {
        name: fullName(input.user.firstName, input.user.lastName),
        username: input.user.username,
        domain: input.domain,
        link,
      }),
    });
  }

  return {
    sessionState,
    startSession,
    announceDisplaced,
    endUserSessions,
    disconnectSessions,
    queueInvitation,

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
        return { token: started.token, state: await sessionState(tx, auth.companyId, input.userId, auth.userId, started.now) };
      });
      return { token: result.token, ...result.state };
    },

    async login(input: { domain: string; username: string; password: string; client: ClientInfo }): Promise<LoginResponse> {
      const company = await findCompanyByDomain(db, input.domain);
      const user = company ? await tenant(company.id, (tx) => accounts.findUserByLogin(tx, company.id, input.username)) : undefined;
      // Verify against a decoy when there is no such user, so timing does not reveal accounts.
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
      if (!company || !user || !passwordOk) {
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
        return { started, state: await sessionState(tx, company.id, user.id, null, started.now) };
      });
      announceDisplaced(company.id, user.id, input.client.deviceId ?? null, result.started.displaced);
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

    async changePassword(auth: RequestAuth, actor: Actor, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await tenant(auth.companyId, (tx) => accounts.findAccount(tx, auth.companyId, auth.userId));
      if (!user) throw notFound();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('WRONG_PASSWORD', { fieldErrors: { currentPassword: 'errors:WRONG_PASSWORD' } });
      }
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await tenant(auth.companyId, async (tx) => {
        const now = clock.now();
        await accounts.setPasswordHash(tx, auth.companyId, { userId: auth.userId, passwordHash, at: now });
        const others = await repo.endSessions(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          reason: 'password-changed',
          at: now,
          exceptSessionId: auth.sessionId,
        });
        await writeAudit(tx, actor, {
          entity: 'user',
          entityId: auth.userId,
          action: 'password-change',
          after: { endedOtherSessions: others.length },
        });
        return others;
      });
      for (const other of ended) deps.realtime()?.disconnectSession(other.id);
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
        return (await sessionState(tx, auth.companyId, auth.userId, auth.impersonatorUserId, clock.now())).regionLanguage;
      });
    },

    /** Always answers the same, so the form cannot be used to find out which accounts exist. */
    async requestPasswordReset(input: { domain: string; username: string; origin: string; ip: string }): Promise<void> {
      const company = await findCompanyByDomain(db, input.domain);
      if (!company) return;
      await tenant(company.id, async (tx) => {
        const user = await accounts.findUserByLogin(tx, company.id, input.username);
        if (!user || !user.active || !user.email) return;
        const token = newToken();
        const now = clock.now();
        await repo.insertPasswordReset(tx, {
          companyId: company.id,
          userId: user.id,
          tokenHash: hashToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
        });
        const row = await repo.loadSessionRow(tx, company.id, user.id);
        const language = (user.language ?? row?.company.language ?? 'en') as Language;
        const link = `${input.origin}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mailer.queue(tx, company.id, {
          to: user.email,
          subject: deps.translate(language, 'auth:resetMailSubject'),
          text: deps.translate(language, 'auth:resetMailBody', {
            name: fullName(user.firstName, user.lastName),
            username: user.username,
            domain: company.domain,
            link,
          }),
        });
        await writeAudit(
          tx,
          { companyId: company.id, userId: null, impersonatorUserId: null, ip: input.ip },
          { entity: 'user', entityId: user.id, action: 'password-reset-requested' },
        );
      });
    },

    async verifyPasswordReset(token: string) {
      const found = await repo.findPasswordReset(db, hashToken(token));
      const valid = !!found && !found.reset.usedAt && found.reset.expiresAt.getTime() > clock.now().getTime();
      return { valid, domain: valid ? found.domain : null, username: valid ? found.username : null };
    },

    async confirmPasswordReset(input: { token: string; password: string; ip: string }) {
      const found = await repo.findPasswordReset(db, hashToken(input.token));
      if (!found || found.reset.usedAt || found.reset.expiresAt.getTime() <= clock.now().getTime())
        throw new AppError('RESET_LINK_INVALID');
      const { companyId, userId } = found.reset;
      const passwordHash = await hashPassword(input.password);
      const ended = await tenant(companyId, async (tx) => {
        const now = clock.now();
        await accounts.setPasswordHash(tx, companyId, { userId, passwordHash, at: now });
        await repo.markPasswordResetsUsed(tx, companyId, userId, now);
        const sessions = await repo.endSessions(tx, { companyId, userId, reason: 'password-changed', at: now });
        await writeAudit(
          tx,
          { companyId, userId, impersonatorUserId: null, ip: input.ip },
          { entity: 'user', entityId: userId, action: 'password-reset', after: { endedSessions: sessions.length } },
        );
        return sessions;
      });
      for (const session of ended) deps.realtime()?.disconnectSession(session.id);
      return { domain: found.domain, username: found.username };
    },

    async listSessions(auth: RequestAuth): Promise<ActiveSession[]> {
      return tenant(auth.companyId, async (tx) => {
        const rows = await repo.listActiveSessions(tx, auth.companyId, auth.userId, clock.now());
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
