import type { CompanyCountry, Language, RegionLanguage, SessionState } from '@tenaga/contracts';
import type { SessionEndReason } from '../../db/schema/index.ts';
import type { Queryable, Transaction } from '../../db/tenant.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { ClientInfo } from '../../plugins/client-info.ts';
import type { Realtime } from '../../plugins/realtime.ts';
import * as repo from './auth.repository.ts';
import { fullName } from './auth.rules.ts';

/** Sessions: the session state, opening one, ending a user's, and telling their devices. */
export function createSessions(deps: { clock: Clock; realtime: () => Realtime | null }) {
  const { clock } = deps;

  /** Builds spec §3's session state for one user. */
  async function sessionState(
    tx: Queryable,
    input: { companyId: string; userId: string; impersonatorUserId: string | null; loginAt: Date },
  ): Promise<SessionState> {
    const { companyId, userId, impersonatorUserId, loginAt } = input;
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
        loginDate: loginAt.getTime(),
        firstName: user.firstName,
        lastName: user.lastName,
        fullName: fullName(user.firstName, user.lastName),
        contactNumbers: [],
        notifications: Number(row.unread),
        impersonatedBy: impersonatorUserId,
        // Whoever acts as the user does not know the password either: only the user changes it.
        mustChangePassword: user.mustChangePassword && !impersonatorUserId,
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

  /** Tells the devices a single login displaced why their session ended, then drops them. */
  function announceDisplaced(input: { companyId: string; userId: string; deviceId: string | null; displaced: readonly { id: string }[] }) {
    const { companyId, userId, deviceId, displaced } = input;
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

  /** Drops the sockets of sessions that ended (after their transaction committed). */
  function disconnectSessions(ended: readonly { id: string }[]) {
    for (const session of ended) deps.realtime()?.disconnectSession(session.id);
  }

  return { sessionState, startSession, announceDisplaced, endUserSessions, disconnectSessions };
}

export type Sessions = ReturnType<typeof createSessions>;
