import { NOTIFICATION_TYPES, type Language } from '@tenaga/contracts';
import type { Database } from '../../db/client.ts';
import type { TenantRunner, Transaction } from '../../db/tenant.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { writeAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Translate } from '../../lib/i18n.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts';
import type { RequestAuth } from '../../plugins/authenticate.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { ModuleServices } from '../../platform/module.ts';
import { findCompanyByDomain } from '../companies/index.ts';
import { accounts } from '../users/index.ts';
import * as repo from './auth.repository.ts';
import type { Sessions } from './auth.sessions.ts';
import { fullName, INVITE_LINK_TTL_MS, PASSWORD_CHANGED_KIND, RESET_LINK_TTL_MS } from './auth.rules.ts';

/** Passwords: changing one's own, the reset link (asked for, checked, used) and a new account's invitation. */
export function createPasswords(deps: {
  db: Database;
  tenant: TenantRunner;
  clock: Clock;
  mailer: Mailer;
  translate: Translate;
  sessions: Pick<Sessions, 'disconnectSessions'>;
  notifications?: Pick<ModuleServices['notifications'], 'notify'> | undefined;
}) {
  const { db, tenant, clock } = deps;

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
      purpose: 'invitation',
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
      secrets: [link],
    });
  }

  /** A password that changes, however it changes, ends every link that could still set it. */
  async function endPasswordResets(tx: Transaction, input: { companyId: string; userId: string }) {
    await repo.markPasswordResetsUsed(tx, input.companyId, { userId: input.userId, at: clock.now() });
  }

  /** Unused, unexpired, and made after the password last changed (a guard for any way of changing it that forgot to end the links). */
  function isLive(found: repo.PasswordResetFound | undefined): found is repo.PasswordResetFound {
    if (!found || found.reset.usedAt || found.reset.expiresAt.getTime() <= clock.now().getTime()) return false;
    return !found.passwordChangedAt || found.reset.createdAt.getTime() >= found.passwordChangedAt.getTime();
  }

  return {
    queueInvitation,
    endPasswordResets,

    async changePassword(auth: RequestAuth, actor: Actor, input: { currentPassword: string; newPassword: string }): Promise<void> {
      const user = await tenant(auth.companyId, (tx) => accounts.findAccount(tx, auth.companyId, auth.userId));
      if (!user) throw notFound();
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('WRONG_PASSWORD', { fieldErrors: { currentPassword: 'errors:WRONG_PASSWORD' } });
      }
      // A password someone else set is known to them: keeping it is not changing it.
      if (user.mustChangePassword && input.newPassword === input.currentPassword)
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { newPassword: 'validation:passwordUnchanged' } });
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await tenant(auth.companyId, async (tx) => {
        const now = clock.now();
        await accounts.setPasswordHash(tx, auth.companyId, { userId: auth.userId, passwordHash, at: now });
        await endPasswordResets(tx, { companyId: auth.companyId, userId: auth.userId });
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
        // A changed password is a security matter: its owner hears of it (by mail too, unless they opt out).
        await deps.notifications?.notify(tx, {
          companyId: auth.companyId,
          userId: auth.userId,
          kind: PASSWORD_CHANGED_KIND,
          type: NOTIFICATION_TYPES.changed,
          titleKey: 'notifications:passwordChangedTitle',
          bodyKey: 'notifications:passwordChangedBody',
          values: {},
          path: '/settings/account',
          now,
        });
        return others;
      });
      deps.sessions.disconnectSessions(ended);
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
          secrets: [link],
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
      const valid = isLive(found);
      return {
        valid,
        domain: valid ? found.domain : null,
        username: valid ? found.username : null,
        invitation: valid && found.reset.purpose === 'invitation',
      };
    },

    async confirmPasswordReset(input: { token: string; password: string; ip: string }) {
      const found = await repo.findPasswordReset(db, hashToken(input.token));
      if (!isLive(found)) throw new AppError('RESET_LINK_INVALID');
      const { companyId, userId } = found.reset;
      const passwordHash = await hashPassword(input.password);
      const ended = await tenant(companyId, async (tx) => {
        const now = clock.now();
        await accounts.setPasswordHash(tx, companyId, { userId, passwordHash, at: now });
        await endPasswordResets(tx, { companyId, userId });
        const sessions = await repo.endSessions(tx, { companyId, userId, reason: 'password-changed', at: now });
        const invitation = found.reset.purpose === 'invitation';
        await writeAudit(
          tx,
          { companyId, userId, impersonatorUserId: null, ip: input.ip },
          {
            entity: 'user',
            entityId: userId,
            action: invitation ? 'invitation-accepted' : 'password-reset',
            after: { endedSessions: sessions.length },
          },
        );
        return sessions;
      });
      deps.sessions.disconnectSessions(ended);
      return { domain: found.domain, username: found.username, invitation: found.reset.purpose === 'invitation' };
    },
  };
}
